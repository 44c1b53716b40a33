/// <reference lib="dom" />

// What the zap bench records in the page, installed before the app's own scripts: the time of each
// key press (the event's own timestamp), and for the player's <video> every presented frame
// (`requestVideoFrameCallback`) with the source and the channel it belongs to, plus the milestones
// between them (the overlay showing the new channel, /api/media/play answered, the new source set).

export interface ZapFrame {
  at: number
  src: string
  channel: string | null
}

export interface ZapProbe {
  keys: number[]
  frames: ZapFrame[]
  /** `data-title-id` changes of the overlay: when the app took the new channel in. */
  channels: Array<{ at: number; channel: string | null }>
  /** `loadstart` of the player's element: a new source was set. */
  loads: Array<{ at: number; src: string }>
}

declare global {
  interface Window {
    __zap: ZapProbe
  }
}

/** Runs in the page (as an init script): fills `window.__zap`. */
export function installZapProbe(): void {
  const probe: ZapProbe = { keys: [], frames: [], channels: [], loads: [] }
  window.__zap = probe
  // Every HLS segment is a resource entry too: room for the /api/media/play ones of 100 zaps.
  performance.setResourceTimingBufferSize(100_000)
  const overlayChannel = () =>
    document.querySelector('[data-testid="player-overlay"]')?.getAttribute('data-title-id') ?? null
  window.addEventListener('keydown', (event) => probe.keys.push(event.timeStamp), {
    capture: true,
  })
  const armed = new WeakSet<HTMLVideoElement>()
  const arm = (video: HTMLVideoElement) => {
    if (armed.has(video)) return
    armed.add(video)
    video.requestVideoFrameCallback((_now, metadata) => {
      armed.delete(video)
      probe.frames.push({
        at: metadata.presentationTime,
        src: video.currentSrc,
        channel: overlayChannel(),
      })
      arm(video)
    })
  }
  const isPlayer = (target: EventTarget | null): target is HTMLVideoElement =>
    target instanceof HTMLVideoElement && target.dataset.testid === 'player-video'
  // Media events do not bubble, but they pass the document in the capture phase. A new source may
  // drop pending frame callbacks, so each one arms the element again.
  for (const type of ['loadstart', 'loadeddata', 'playing'])
    document.addEventListener(
      type,
      (event) => {
        if (!isPlayer(event.target)) return
        if (type === 'loadstart')
          probe.loads.push({ at: performance.now(), src: event.target.currentSrc })
        armed.delete(event.target)
        arm(event.target)
      },
      { capture: true },
    )
  new MutationObserver(() => {
    const channel = overlayChannel()
    if (probe.channels.at(-1)?.channel !== channel)
      probe.channels.push({ at: performance.now(), channel })
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-title-id'] })
}

export interface ZapTiming {
  /** Key → first presented frame of the new channel's new source. */
  total: number
  /** Key → the overlay shows the new channel. */
  channel: number
  /** Key → /api/media/play answered (null: no request, its answer was ready). */
  play: number | null
  /** Key → the new source set on the element. */
  load: number
}

/**
 * In the page: waits for the first frame after the last key press that belongs to a channel other
 * than `before` and to a source set after the key, and answers the milestones since the key.
 */
export function awaitZapFrame(before: string): Promise<ZapTiming> {
  const probe = window.__zap
  const key = probe.keys.at(-1)!
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const check = () => {
      const load = probe.loads.find((entry) => entry.at >= key && entry.src !== '')
      const frame =
        load &&
        probe.frames.find(
          (entry) =>
            entry.at >= load.at &&
            entry.src === load.src &&
            entry.channel !== before &&
            entry.channel,
        )
      if (load && frame) {
        const channel = probe.channels.find((entry) => entry.at >= key && entry.channel !== before)
        // The zap's own ask comes before its source; those after it are the next neighbours'.
        const play = performance
          .getEntriesByType('resource')
          .find(
            (entry) =>
              entry.name.endsWith('/api/media/play') &&
              entry.startTime >= key &&
              entry.startTime < load.at,
          ) as PerformanceResourceTiming | undefined
        resolve({
          total: frame.at - key,
          channel: (channel?.at ?? frame.at) - key,
          play: play ? play.responseEnd - key : null,
          load: load.at - key,
        })
        return
      }
      if (performance.now() - started > 20_000) reject(new Error('no new frame in 20 s'))
      else requestAnimationFrame(check)
    }
    check()
  })
}
