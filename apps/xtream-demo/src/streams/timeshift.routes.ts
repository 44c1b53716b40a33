import type { Context, Hono } from 'hono'
import type { DemoAccount } from '../accounts'
import type { CatalogueView } from '../catalogue/catalogue'
import type { ScaleName } from '../catalogue/categories'
import { nginx404 } from '../panel/faults'
import type { MediaStore } from './media'
import { CONTENT_TYPES, HLS_SEGMENT_COUNT, HLS_SEGMENT_SECONDS } from './media'
import type { StreamPace } from './paced-stream'
import { pacedStream } from './paced-stream'
import { serveBytes } from './range'
import type { TimeshiftLog } from './timeshift-log'
import { archiveSlots, timeshiftPlaylist } from './timeshift-media'
import type { TimeshiftAsk, TimeshiftLine } from './timeshift-request'
import { admit, phpAsk, restAsk } from './timeshift-request'
import { TsLoop } from './ts-loop'

export interface TimeshiftDeps {
  view(scale: ScaleName): CatalogueView
  nowMs(): number
  media: MediaStore
  pace: StreamPace
  log: TimeshiftLog
}

const START_HEADER = 'x-demo-timeshift-start'

/**
 * Catch-up (issue 19): the archive of channels with `tv_archive`, in both URL forms. XC2 lines
 * answer the REST form (`.m3u8` and `.ts`) and the legacy `timeshift.php`; XUI lines only the
 * legacy form. The picture is the live recording; what tells the moment is the playlist's
 * PROGRAM-DATE-TIME, the `x-demo-timeshift-start` header and the control record.
 */
export function registerTimeshift(app: Hono, deps: TimeshiftDeps): void {
  const nowSeconds = () => Math.floor(deps.nowMs() / 1000)
  const view = (account: DemoAccount) => deps.view(account.scale)
  let loop: TsLoop | undefined
  // Built on first use: reading the media belongs to a request, not to the provider's creation.
  const tsLoop = () =>
    (loop ??= new TsLoop(
      Array.from({ length: HLS_SEGMENT_COUNT }, (_, i) => deps.media.segment(i)),
      HLS_SEGMENT_COUNT * HLS_SEGMENT_SECONDS,
    ))

  const answer = (c: Context, line: TimeshiftLine, parsed: TimeshiftAsk | undefined) => {
    const now = nowSeconds()
    const admitted = admit(line, parsed, view, now)
    if (admitted instanceof Response) return admitted
    const { ask } = admitted
    deps.log.add(ask, now)
    const headers = {
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
      [START_HEADER]: String(ask.start),
    }
    if (ask.ext === 'm3u8') {
      const text = timeshiftPlaylist(ask.stream, ask.start, ask.minutes, now)
      return c.body(text, 200, { ...headers, 'content-type': 'application/vnd.apple.mpegurl' })
    }
    const { first, end } = archiveSlots(ask.start, ask.minutes, now)
    const body =
      c.req.method === 'HEAD'
        ? null
        : pacedStream(end - first, HLS_SEGMENT_SECONDS, (i) => tsLoop().segment(i), deps.pace)
    return new Response(body, { headers: { ...headers, 'content-type': CONTENT_TYPES.ts! } })
  }

  app.get('/timeshift/:user/:pass/:minutes/:start/:file', (c) => {
    const params = c.req.param()
    return answer(c, { form: 'rest', user: params.user, pass: params.pass }, restAsk(params))
  })

  // The segments of the REST playlist, beside it: the same checks, and a slot already recorded.
  app.get('/timeshift/:user/:pass/:minutes/:start/:channel/:segment', (c) => {
    const { user, pass, minutes, start, channel, segment } = c.req.param()
    const parsed = restAsk({ user, pass, minutes, start, file: `${channel}.m3u8` })
    const admitted = admit({ form: 'rest', user, pass }, parsed, view, nowSeconds())
    if (admitted instanceof Response) return admitted
    const slot = /^\d{1,12}\.ts$/.test(segment) ? Number.parseInt(segment, 10) : Number.NaN
    const { first, end } = archiveSlots(admitted.ask.start, admitted.ask.minutes, nowSeconds())
    if (!(slot >= first && slot < end)) return nginx404()
    return serveBytes(c.req.raw, deps.media.segment(slot % HLS_SEGMENT_COUNT), CONTENT_TYPES.ts!)
  })

  app.get('/streaming/timeshift.php', (c) => {
    const query = (name: string) => c.req.query(name)
    const line = {
      form: 'php',
      user: query('username') ?? '',
      pass: query('password') ?? '',
    } as const
    return answer(c, line, phpAsk(query))
  })
}
