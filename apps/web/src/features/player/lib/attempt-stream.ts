import { planEngine, type Capabilities } from './engine-plan'
import { attachEngine } from './engines/attach-engine'
import type { EngineFailure, EngineHandle, EngineTrackControl } from './engines/engine-types'
import type { AttemptOutcome, PlayCandidate } from './playback-controller'

/** How long a movie may play without a picture before we call its video undecodable (HEVC → 0×0). */
export const PICTURE_GRACE_MS = 1_500

export interface AttemptContext {
  video: HTMLVideoElement
  caps: Capabilities
  live: boolean
  /** Seconds into the stream to start at (catch-up); absent: where the engine starts. */
  startPosition?: number
  /** The stream broke after it had started. */
  onBroken: () => void
  /** The tracks of the engine set up (null: none, or it was torn down). */
  onTracks?: (tracks: EngineTrackControl | null) => void
}

/** What our proxy says when the provider behind it did not answer or failed (stream-proxy.ts). */
const PROVIDER_DOWN = new Set([502, 503, 504])

/** What our server says when it refuses to convert one more video now (issue 20's limit). */
const TOO_MANY = 429

export type ProbeResult = 'exists' | 'unreachable' | 'busy' | 'failed'

/**
 * What became of a stream that did not start, asked of our proxy (HEAD passes through to the
 * provider): it exists, the provider is not answering, our server is converting all the videos it
 * can, or none of these (missing, or our own server out of reach, which is not the provider's fault).
 */
export async function probeStream(url: string, signal: AbortSignal): Promise<ProbeResult> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', signal })
    if (response.ok) return 'exists'
    if (response.status === TOO_MANY) return 'busy'
    return PROVIDER_DOWN.has(response.status) ? 'unreachable' : 'failed'
  } catch {
    return 'failed'
  }
}

/** A stream the element could not open: one that exists is "unsupported" in this browser. */
const unopened = (url: string, signal: AbortSignal) =>
  probeStream(url, signal).then((found): AttemptOutcome =>
    found === 'exists' ? 'unsupported' : found,
  )

/** A stream that could not load: one that exists failed for a passing reason. */
const unloaded = (url: string, signal: AbortSignal) =>
  probeStream(url, signal).then((found): AttemptOutcome => (found === 'exists' ? 'failed' : found))

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
  { video, caps, live, startPosition, onBroken, onTracks }: AttemptContext,
): Promise<AttemptOutcome> {
  const kind = planEngine(candidate.ext, caps)
  if (!kind) return unopened(candidate.url, signal)

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
      else if (failure === 'format') void unopened(candidate.url, signal).then(settle)
      else void unloaded(candidate.url, signal).then(settle)
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
      if (handle?.tracks) onTracks?.(null)
      handle?.destroy()
      settle('failed')
    })

    attachEngine(kind, video, candidate.url, { live, startPosition, onFailure })
      .then((attached) => {
        if (signal.aborted) return attached.destroy()
        handle = attached
        if (attached.tracks) onTracks?.(attached.tracks)
        startPlaying(video)
      })
      // The engine's chunk could not load (offline, a new deploy): this attempt failed.
      .catch(() => settle('failed'))
  })
}
