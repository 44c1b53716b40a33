import { setPriority } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { LocalTranscoder } from '../../apps/server/src/modules/transcode/transcode.service'
import type {
  FeedSource,
  StreamRecipe,
} from '../../apps/server/src/modules/transcode/transcode.types'
import { PacedViewer, type ViewerOptions } from './paced-viewer'
import { cpuMsOf } from './processes'

// N viewers of one path at once, each on its own ffmpeg through the transcoder (its loopback feed
// included), read at real-time pace; over a steady window, the CPU of the ffmpeg processes and of
// this Node process (provider, feed relay and viewers), and whether every viewer kept up.

export interface LoadOptions {
  /**
   * After the last viewer started playing, the longest wait for every viewer's read-ahead to fill
   * (steady play) before the window opens; a viewer that cannot fill it falls behind in the window.
   */
  fillSeconds: number
  windowSeconds: number
  viewer: ViewerOptions
  /** How long all viewers may take to show their first fragment. */
  startTimeoutMs?: number
  /**
   * A niceness for the ffmpeg processes instead of the server's (10): on a shared machine, 0 lets
   * them compete with other work on equal terms (lowering it needs root).
   */
  niceness?: number
}

export interface LoadResult {
  streams: number
  /** Viewers that never started playing (counted as not keeping up). */
  notStarted: number
  /** ffmpeg CPU over the window, % of one core, all processes together. */
  ffmpegPercent: number
  /**
   * ffmpeg CPU seconds per second of media the viewers received, in % of one core: what one stream
   * costs at real time, even when the machine did not give it that much.
   */
  ffmpegPerStream: number
  /** This process over the window, % of one core. */
  nodePercent: number
  /** The slowest viewer: media seconds arrived per wall second over the window. */
  slowestSpeed: number
  /** Most media seconds any viewer arrived short of the wall time over the window. */
  worstShortfall: number
  /** Stalled ms over the window, all viewers together. */
  stalledMs: number
  /** Every viewer started, never stalled and arrived within `SLACK_SECONDS` of real time. */
  held: boolean
}

/**
 * A fragment is ~1 s: a viewer paced at its read-ahead limit may end the window a fragment short
 * of where it began, so real time is kept within this much over the window.
 */
export const SLACK_SECONDS = 1.5

const gone = async (transcoder: LocalTranscoder) => {
  for (let waited = 0; transcoder.running() > 0; waited += 50) {
    if (waited > 15_000) throw new Error('ffmpeg processes outlived their viewers')
    await sleep(50)
  }
}

export async function runStreams(
  transcoder: LocalTranscoder,
  source: FeedSource,
  recipe: StreamRecipe,
  streams: number,
  options: LoadOptions,
): Promise<LoadResult> {
  const leaving = Array.from({ length: streams }, () => new AbortController())
  const viewers: PacedViewer[] = []
  // Viewers arrive over at most 2 s, not in the same millisecond.
  const stagger = Math.min(100, 2000 / streams)
  try {
    const starts = await Promise.allSettled(
      leaving.map(async (leave, i) => {
        await sleep(i * stagger)
        const answer = await transcoder.stream(source, recipe, {
          startSeconds: 0,
          userId: `viewer-${i}`,
          signal: leave.signal,
        })
        if (!answer.ok) throw new Error(`stream refused: ${answer.reason}`)
        viewers.push(new PacedViewer(answer.stream.body, options.viewer))
      }),
    )
    const refused = starts.find((start) => start.status === 'rejected')
    if (refused) throw refused.reason
    const { niceness } = options
    if (niceness !== undefined) for (const pid of transcoder.pids()) setPriority(pid, niceness)
    const until = async (ready: () => boolean, ms: number) => {
      for (const deadline = performance.now() + ms; !ready() && performance.now() < deadline;)
        await sleep(50)
    }
    await until(
      () => viewers.every((viewer) => viewer.state().startedAt !== null),
      options.startTimeoutMs ?? 30_000,
    )
    const full = options.viewer.readAheadSeconds - 1
    await until(
      () =>
        viewers.every((viewer) => {
          const state = viewer.state()
          return state.received - state.played >= full
        }),
      options.fillSeconds * 1000,
    )

    const pids = transcoder.pids()
    const cpu = async () => (await Promise.all(pids.map(cpuMsOf))).reduce((a, b) => a + b, 0)
    const [cpuBefore, nodeBefore, wallBefore] = [await cpu(), process.cpuUsage(), performance.now()]
    const before = viewers.map((viewer) => viewer.state(wallBefore))
    await sleep(options.windowSeconds * 1000)
    const [cpuAfter, nodeAfter, wallAfter] = [
      await cpu(),
      process.cpuUsage(nodeBefore),
      performance.now(),
    ]
    const after = viewers.map((viewer) => viewer.state(wallAfter))
    const wallSeconds = (wallAfter - wallBefore) / 1000

    const failed = after.find((state) => state.error || state.ended)
    if (failed)
      throw new Error(
        failed.error
          ? `a stream failed: ${failed.error.message}`
          : 'a stream ended inside the window: make the source longer (BENCH_SOURCE_SECONDS)',
      )
    let slowestSpeed = Infinity
    let worstShortfall = 0
    let stalledMs = 0
    let notStarted = 0
    let media = 0
    after.forEach((state, i) => {
      const was = before[i]!
      if (state.startedAt === null) notStarted += 1
      const arrived = state.received - was.received
      media += arrived
      slowestSpeed = Math.min(slowestSpeed, arrived / wallSeconds)
      worstShortfall = Math.max(worstShortfall, wallSeconds - arrived)
      stalledMs += state.stalledMs - was.stalledMs
    })
    return {
      streams,
      notStarted,
      ffmpegPercent: ((cpuAfter - cpuBefore) / 1000 / wallSeconds) * 100,
      ffmpegPerStream: media > 0 ? ((cpuAfter - cpuBefore) / 1000 / media) * 100 : 0,
      nodePercent: ((nodeAfter.user + nodeAfter.system) / 1e6 / wallSeconds) * 100,
      slowestSpeed,
      worstShortfall,
      stalledMs,
      held: notStarted === 0 && stalledMs === 0 && worstShortfall <= SLACK_SECONDS,
    }
  } finally {
    for (const leave of leaving) leave.abort()
    await Promise.all(viewers.map((viewer) => viewer.stop()))
    await gone(transcoder)
  }
}
