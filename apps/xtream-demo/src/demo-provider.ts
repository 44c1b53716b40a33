import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { ScaleName } from './catalogue/categories'
import { DEFAULT_SEED, demoCatalogue } from './catalogue/catalogue'
import { registerControl } from './control/control.routes'
import { ContentOverlay } from './control/overlay'
import { GuideMeter } from './guide/guide-meter'
import { registerXmltv } from './guide/xmltv.routes'
import { registerImages } from './images/images.routes'
import { registerPlayerApi } from './panel/player-api.routes'
import { DEFAULT_HLS_WINDOW } from './streams/hls'
import { MediaStore } from './streams/media'
import type { StreamPace } from './streams/paced-stream'
import { DEFAULT_PACE } from './streams/paced-stream'
import { registerStreams } from './streams/streams.routes'
import { TimeshiftLog } from './streams/timeshift-log'
import { registerTimeshift } from './streams/timeshift.routes'

export interface DemoProviderOptions {
  /** Mounts the `/_control/*` test API. Off by default. */
  control?: boolean
  /** Catalogue seed; the same seed gives byte-identical catalogue answers. */
  seed?: number
  /** Clock in milliseconds, injectable for tests (live playlist, EPG, tokens, time_now). */
  now?: () => number
  /** Latency of the `slow` account, in ms. Default 3000. */
  slowMs?: number
  /**
   * How long each VOD request (the panel's redirect, then the stream it leads to) waits before its
   * answer, as from a panel far away. Default 0.
   */
  mediaLatencyMs?: number
  /** HMAC secret of stream tokens. Default: random per instance. */
  tokenSecret?: string
  /** Lifetime of stream tokens. Default 3600 s. */
  tokenTtlSeconds?: number
  /**
   * Segments in the live HLS window (2 s each). Default 4; a starved browser (hls.js on a loaded
   * CI machine) can fall behind such a short window, so slow e2e runs may want 6 or more.
   */
  hlsWindowSegments?: number
  /** Folder with the media files. Default: the committed `apps/xtream-demo/media`. */
  mediaDir?: string
  /**
   * How fast a catch-up `.ts` is sent: `burstSeconds` of media at once, then at most `speed` times
   * real time. Default 30 s, then 4×.
   */
  timeshiftPace?: StreamPace
}

const DEFAULT_SLOW_MS = 3000

/** An Xtream-Codes-compatible demo provider; routes are relative to where it is mounted. */
export function createDemoProvider(options: DemoProviderOptions = {}): Hono {
  const seed = options.seed ?? DEFAULT_SEED
  const nowMs = options.now ?? (() => Date.now())
  const overlay = new ContentOverlay()
  let slowMs = options.slowMs ?? DEFAULT_SLOW_MS
  let mediaLatencyMs = options.mediaLatencyMs ?? 0
  const catalogue = (scale: ScaleName) => demoCatalogue(seed, scale)
  const view = (scale: ScaleName) => overlay.view(catalogue(scale))
  const guideMeter = new GuideMeter()
  const timeshiftLog = new TimeshiftLog()
  const media = new MediaStore(options.mediaDir)
  const app = new Hono()

  if (options.control) {
    registerControl(app, {
      overlay,
      catalogue,
      nowMs,
      guideStreams: () => guideMeter.list(),
      timeshifts: timeshiftLog,
      setSlowMs: (ms) => {
        slowMs = ms ?? options.slowMs ?? DEFAULT_SLOW_MS
      },
      setMediaLatencyMs: (ms) => {
        mediaLatencyMs = ms
      },
    })
  }
  registerPlayerApi(app, { view, version: () => overlay.version, nowMs, slowMs: () => slowMs })
  registerXmltv(app, { view, nowMs, slowMs: () => slowMs, meter: guideMeter })
  registerImages(app, view)
  registerStreams(app, {
    view,
    nowMs,
    media,
    tokenSecret: options.tokenSecret ?? randomBytes(32).toString('hex'),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    hlsWindowSegments: Math.min(10, Math.max(3, options.hlsWindowSegments ?? DEFAULT_HLS_WINDOW)),
    latencyMs: () => mediaLatencyMs,
  })
  registerTimeshift(app, {
    view,
    nowMs,
    media,
    pace: options.timeshiftPace ?? DEFAULT_PACE,
    log: timeshiftLog,
  })
  return app
}
