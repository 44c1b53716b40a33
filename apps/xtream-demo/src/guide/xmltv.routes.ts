import type { Hono } from 'hono'
import type { DemoAccount } from '../accounts'
import { canUseCatalogue, findAccount } from '../accounts'
import type { ScaleName } from '../catalogue/categories'
import type { CatalogueView } from '../catalogue/catalogue'
import { faultResponse, nginx404 } from '../panel/faults'
import { readParams } from '../panel/params'
import { urlContext } from '../panel/url-context'
import { byteStream, gzipStream } from './byte-stream'
import { guideBody } from './guide-faults'
import type { GuideMeter } from './guide-meter'
import { xmltvWriter } from './xmltv-writer'

export interface XmltvDeps {
  view(scale: ScaleName): CatalogueView
  nowMs(): number
  slowMs(): number
  meter: GuideMeter
}

/** The whole guide as XMLTV, generated while it is sent (the big account's is hundreds of MB). */
export function registerXmltv(app: Hono, deps: XmltvDeps): void {
  app.on(['GET', 'POST'], '/xmltv.php', async (c) => {
    const params = await readParams(c)
    const account = findAccount(params.username ?? '')
    if (!account) return nginx404()
    const refusal = refuse(account, params.password)
    if (refusal) return refusal
    if (account.fault === 'slow') await new Promise((r) => setTimeout(r, deps.slowMs()))
    const fault = account.fault
    // A rate limit, a broken backend or a WAF in front of the panel answers every page alike.
    if (fault === '429' || fault === '500' || fault === 'html' || fault === 'empty') {
      return faultResponse(fault)
    }
    const source = {
      view: deps.view(account.scale),
      ctx: urlContext(
        c.req.url,
        { host: c.req.header('host'), proto: c.req.header('x-forwarded-proto') },
        c.req.path,
        1,
        account.scale,
        account.posters === 'hang' ? 'hang' : 'live',
      ),
      nowSeconds: Math.floor(deps.nowMs() / 1000),
      writer: xmltvWriter(account.family === 'xc2' ? 'minified' : 'pretty'),
    }
    const body = guideBody(account.guide, source)
    const record = deps.meter.open(account.username)
    const stream = byteStream(body.pieces, {
      encoding: body.encoding,
      progress: (bytes, state) => Object.assign(record, { bytes, state }),
    })
    const headers: Record<string, string> = {
      'content-type': 'application/xml; charset=utf-8',
      vary: 'Accept-Encoding',
    }
    if (acceptsGzip(c.req.header('accept-encoding'))) {
      headers['content-encoding'] = 'gzip'
      return new Response(gzipStream(stream), { headers })
    }
    if (body.contentLength !== undefined) headers['content-length'] = String(body.contentLength)
    return new Response(stream, { headers })
  })
}

/**
 * XC2's xmltv.php answers bad or unusable credentials with an empty 401 (not the JSON of
 * player_api.php); XUI hides every refusal behind the nginx 404, as it does everywhere.
 */
function refuse(account: DemoAccount, password: string | undefined): Response | null {
  if (password === account.password && canUseCatalogue(account)) return null
  return account.family === 'xc2' ? new Response(null, { status: 401 }) : nginx404()
}

/** gzip unless the client refuses it (`gzip;q=0`) or never offered it (nor `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  const offers = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    offers.set(name, q ? Number(q.slice(2)) : 1)
  }
  const q = offers.get('gzip') ?? offers.get('x-gzip') ?? offers.get('*') ?? 0
  return q > 0
}
