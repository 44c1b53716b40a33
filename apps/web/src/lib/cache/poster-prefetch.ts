import { MEDIA_PATHS } from '@myflix/shared'

/** Spec §9 poster preload. */
export const POSTER_PRELOAD = { maxItems: 50, batchSize: 10, batchGapMs: 1000 } as const

interface PrefetchOptions {
  signal?: AbortSignal
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Warms the service worker's poster cache: the proxied posters of the first 50 items, 10 at a time,
 * 1 s apart. Only our own proxy URLs are fetched (the SW caches nothing else). Answers how many
 * posters loaded; failures are skipped, an abort stops between batches.
 */
export async function prefetchPosters(
  urls: readonly (string | null | undefined)[],
  { signal, fetchImpl = fetch, sleep = defaultSleep }: PrefetchOptions = {},
): Promise<number> {
  const posters = [...new Set(urls.slice(0, POSTER_PRELOAD.maxItems))].filter(
    (url): url is string => typeof url === 'string' && url.startsWith(MEDIA_PATHS.image),
  )
  let loaded = 0
  for (let start = 0; start < posters.length; start += POSTER_PRELOAD.batchSize) {
    if (signal?.aborted) break
    if (start > 0) await sleep(POSTER_PRELOAD.batchGapMs)
    if (signal?.aborted) break
    const batch = posters.slice(start, start + POSTER_PRELOAD.batchSize)
    const answers = await Promise.allSettled(
      batch.map((url) => fetchImpl(url, { credentials: 'include', signal })),
    )
    loaded += answers.filter((answer) => answer.status === 'fulfilled' && answer.value.ok).length
  }
  return loaded
}
