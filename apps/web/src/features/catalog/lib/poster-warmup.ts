import { whenLoadedAndIdle } from '@/lib/when-idle'
import { prefetchPosters } from '@/lib/cache/poster-prefetch'

interface Job {
  key: string
  urls: readonly (string | null)[]
  controller: AbortController
  started: boolean
}

// Per document: a list is warmed once, whichever screen shows it first.
const warmed = new Set<string>()
const pending: Job[] = []
let draining = false

/**
 * Once the document has loaded and the main thread is next idle (5 s at most): up to 50 poster
 * fetches would otherwise share a phone's link with the first screen's own cards and hero image.
 */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => whenLoadedAndIdle(resolve, 5000))
}
let firstScreen: Promise<void> | undefined

async function drain(): Promise<void> {
  if (draining) return
  draining = true
  try {
    await (firstScreen ??= afterFirstScreen())
    for (let job = pending.shift(); job; job = pending.shift()) {
      job.started = true
      // Failures are the prefetch's own business; the cards load their posters anyway.
      await prefetchPosters(job.urls, { signal: job.controller.signal }).catch(() => 0)
    }
  } finally {
    draining = false
  }
}

/**
 * Spec §9 poster preload for the list `key`, once per document. Lists wait for each other, so the
 * spec's "10 at a time, 1 s apart" holds when a screen shows several lists at once (a Filmes page
 * mounts a few sections together). Answers a cancel for when the list leaves the screen: a list
 * still waiting is dropped and may be queued again later; one under way stops after its batch.
 */
export function warmPosters(key: string, urls: readonly (string | null)[]): () => void {
  if (warmed.has(key)) return () => {}
  warmed.add(key)
  const job: Job = { key, urls, controller: new AbortController(), started: false }
  pending.push(job)
  // After the commit: React's development double effect cancels and queues again synchronously.
  queueMicrotask(() => void drain())
  return () => {
    job.controller.abort()
    const index = pending.indexOf(job)
    if (!job.started && index >= 0) {
      pending.splice(index, 1)
      warmed.delete(key)
    }
  }
}
