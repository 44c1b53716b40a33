import { planEngine, type Capabilities } from './engine-plan'
import { attachEngine } from './engines/attach-engine'
import type { EngineFailure, EngineHandle } from './engines/engine-types'
import type { AttemptOutcome, PlayCandidate } from './playback-controller'

/** How long a movie may play without a picture before we call its video undecodable (HEVC → 0×0). */
export const PICTURE_GRACE_MS = 1_500

export interface AttemptContext {
  video: HTMLVideoElement
  caps: Capabilities
  live: boolean
  /** The stream broke after it had started. */
  onBroken: () => void
}

/**
 * Whether the stream exists, asked of our proxy (HEAD passes through to the provider): an existing
 * file the browser cannot open is "unsupported", anything else a failure worth retrying.
 */
export async function probeStream(url: string, signal: AbortSignal): Promise<AttemptOutcome> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', signal })
    return response.ok ? 'unsupported' : 'failed'
  } catch {
    return 'failed'
  }
}

function waitForPicture(video: HTMLVideoElement, signal: AbortSignal): Promise<boolean> {
  if (video.videoWidth > 0) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer)
      video.removeEventListener('resize', onResize)
      resolve(value)
    }
    const onResize = () => video.videoWidth > 0 && done(true)
    const timer = setTimeout(() => done(video.videoWidth > 0), PICTURE_GRACE_MS)
    video.addEventListener('resize', onResize)
    signal.addEventListener('abort', () => done(false))
  })
}

/** Autoplay policies refuse sound without a gesture; a muted start is better than none. */
function startPlaying(video: HTMLVideoElement) {
  video.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      video.muted = true
      void video.play().catch(() => {})
    }
  })
}

/**
 * One candidate on the real element: picks the engine, waits for the first `playing`, checks that a
 * movie has a picture, and keeps watching the stream afterwards for `onBroken`. Everything it set up
 * goes when `signal` aborts.
 */
export function attemptStream(
  candidate: PlayCandidate,
  signal: AbortSignal,
  { video, caps, live, onBroken }: AttemptContext,
): Promise<AttemptOutcome> {
  const kind = planEngine(candidate.ext, caps)
  if (!kind) return probeStream(candidate.url, signal)

  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false
    let started = false
    let handle: EngineHandle | null = null
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const onFailure = (failure: EngineFailure) => {
      if (signal.aborted) return
      if (started) return onBroken()
      if (failure === 'codec') settle('unsupported')
      else if (failure === 'format') void probeStream(candidate.url, signal).then(settle)
      else settle('failed')
    }
    const onPlaying = () => {
      if (started || settled) return
      if (live) {
        started = true
        return settle('playing')
      }
      void waitForPicture(video, signal).then((picture) => {
        if (signal.aborted) return
        started = picture
        settle(picture ? 'playing' : 'unsupported')
      })
    }
    // A live stream that ends has dropped; a finished movie has simply ended.
    const onEnded = () => live && started && !signal.aborted && onBroken()
    video.addEventListener('playing', onPlaying)
    video.addEventListener('ended', onEnded)
    signal.addEventListener('abort', () => {
      video.removeEventListener('playing', onPlaying)
      video.removeEventListener('ended', onEnded)
      handle?.destroy()
      settle('failed')
    })

    attachEngine(kind, video, candidate.url, { live, onFailure })
      .then((attached) => {
        if (signal.aborted) return attached.destroy()
        handle = attached
        startPlaying(video)
      })
      // The engine's chunk could not load (offline, a new deploy): this attempt failed.
      .catch(() => settle('failed'))
  })
}
