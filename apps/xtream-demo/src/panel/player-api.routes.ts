import type { Hono } from 'hono'
import type { DemoAccount } from '../accounts'
import { canUseCatalogue, findAccount } from '../accounts'
import { asBody } from '../body'
import type { ScaleName } from '../catalogue/categories'
import type { CatalogueView } from '../catalogue/catalogue'
import { shortEpg, simpleDataTable } from './epg'
import { faultResponse, nginx404, truncate } from './faults'
import type { PanelFormat, Row } from './format-common'
import { xc2Format } from './format-xc2'
import { xuiFormat } from './format-xui'
import { ListCache, serialiseRows, streamRows } from './list-cache'
import { loginObject } from './login'
import { phpJson } from './php-json'
import { readParams } from './params'
import type { UrlContext } from './url-context'
import { urlContext } from './url-context'

export interface PanelDeps {
  view(scale: ScaleName): CatalogueView
  /** Changes whenever the control API alters content, so cached lists are rebuilt. */
  version(): number
  nowMs(): number
  slowMs(): number
}

/** Numeric action codes both families accept as aliases. */
const NUMERIC_ACTIONS: Record<string, string> = {
  '200': 'get_vod_categories',
  '201': 'get_live_categories',
  '202': 'get_live_streams',
  '203': 'get_vod_streams',
  '204': 'get_series_info',
  '205': 'get_short_epg',
  '206': 'get_series_categories',
  '207': 'get_simple_data_table',
  '208': 'get_series',
  '209': 'get_vod_info',
}

/** PHP intval: leading digits or 0; 0 (empty, "undefined", junk) means "no filter". */
export function intval(value: string | undefined): number {
  const match = /^\s*([+-]?\d+)/.exec(value ?? '')
  return match ? Number.parseInt(match[1]!, 10) : 0
}

const JSON_HEADERS = { 'content-type': 'application/json' }

export function registerPlayerApi(app: Hono, deps: PanelDeps): void {
  const lists = new ListCache()
  app.on(['GET', 'POST'], '/player_api.php', async (c) => {
    const params = await readParams(c)
    const account = findAccount(params.username ?? '')
    const ctx = urlContext(
      c.req.url,
      { host: c.req.header('host'), proto: c.req.header('x-forwarded-proto') },
      c.req.path,
      1,
      account?.scale ?? 'small',
      account?.posters ?? 'live',
    )
    const origin = c.req.header('origin')
    const cors: Record<string, string> = origin
      ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
      : {}
    const response = await answer(account, params, ctx)
    for (const [k, v] of Object.entries(cors)) response.headers.set(k, v)
    return response
  })

  async function answer(
    account: DemoAccount | undefined,
    params: Record<string, string | undefined>,
    ctx: UrlContext,
  ): Promise<Response> {
    // Unknown users are answered the XUI way (the embedded demo presents itself as XUI).
    if (!account) return nginx404()
    if (params.password !== account.password) {
      return account.family === 'xc2' ? json({ user_info: { auth: 0 } }) : nginx404()
    }
    if (account.fault === 'slow') await new Promise((r) => setTimeout(r, deps.slowMs()))
    if (account.family === 'xui' && !canUseCatalogue(account)) return nginx404()
    const now = Math.floor(deps.nowMs() / 1000)
    const raw = params.action ?? ''
    const action = NUMERIC_ACTIONS[raw] ?? raw
    const login = () => json(loginObject(account, ctx, now))
    if (!KNOWN_ACTIONS.has(action)) return login()
    // XC2 blanks the action for an unusable line, so every data call gets the login object.
    if (!canUseCatalogue(account)) return login()
    const fault = account.fault
    if (fault === 'login') return login()
    if (fault === '429' || fault === '500' || fault === 'html' || fault === 'empty') {
      return faultResponse(fault)
    }
    const body = catalogueAnswer(account, action, params, ctx, now)
    if (body instanceof ReadableStream) return new Response(body, { headers: JSON_HEADERS })
    return new Response(asBody(fault === 'truncated' ? truncate(body) : body), {
      headers: JSON_HEADERS,
    })
  }

  function catalogueAnswer(
    account: DemoAccount,
    action: string,
    params: Record<string, string | undefined>,
    ctx: UrlContext,
    now: number,
  ): Uint8Array | ReadableStream<Uint8Array<ArrayBuffer>> {
    const format: PanelFormat = account.family === 'xc2' ? xc2Format : xuiFormat
    const view = deps.view(account.scale)
    const filter = intval(params.category_id) || undefined
    const list = (kind: string, rows: () => Iterable<Row>) =>
      account.scale === 'huge'
        ? streamRows(rows())
        : filter !== undefined
          ? serialiseRows(rows())
          : lists.get(
              `${format.family}|${account.scale}|${kind}|${ctx.base}|${ctx.images}|${deps.version()}`,
              () => serialiseRows(rows()),
            )
    const text = (value: unknown) => Buffer.from(phpJson(value), 'latin1')
    switch (action) {
      case 'get_vod_categories':
        return text(view.categories.vod.map(format.category))
      case 'get_series_categories':
        return text(view.categories.series.map(format.category))
      case 'get_live_categories':
        return text(view.categories.live.map(format.category))
      case 'get_vod_streams':
        return list('vod', () =>
          flatMap(view.movies(filter), (m) => format.movieRows(m, ctx, filter)),
        )
      case 'get_series':
        return list('series', () =>
          flatMap(view.seriesList(filter), (s) => format.seriesRows(s, ctx, filter)),
        )
      case 'get_live_streams':
        return list('live', () =>
          flatMap(view.channels(filter), (ch) => format.channelRows(ch, ctx, filter)),
        )
      case 'get_vod_info':
        return text(format.vodInfo(view.findMovie(intval(params.vod_id)), ctx))
      case 'get_series_info':
        return text(format.seriesInfo(view.findSeries(intval(params.series_id)), ctx))
      case 'get_short_epg':
        return text(
          shortEpg(format.family, view.findChannel(intval(params.stream_id)), now, params.limit),
        )
      default:
        return text(simpleDataTable(format.family, view.findChannel(intval(params.stream_id)), now))
    }
  }
}

const KNOWN_ACTIONS = new Set([
  ...Object.values(NUMERIC_ACTIONS),
  // Some clients ask for the typo'd name of the full EPG table; panels accept both.
  'get_simple_date_table',
])

function* flatMap<T>(items: Iterable<T>, rows: (item: T) => Row[]): Iterable<Row> {
  for (const item of items) yield* rows(item)
}

function json(value: unknown): Response {
  return new Response(phpJson(value), { headers: JSON_HEADERS })
}
