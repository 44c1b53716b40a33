import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A panel run by an attacker, for tests only (never mounted by the server): its lists are plain,
// but everything it streams or draws is a document, a script or a live SVG that, if a browser ever
// ran it from our origin, would set the title to PWNED and call our API as the signed-in user.
// List rows also carry `__proto__` keys. Nothing here is reachable from the demo panel.

export const HOSTILE_USER = 'hostil'
export const HOSTILE_PASSWORD = 'Hostil-Pa55'
/** What a script from this panel writes into document.title when it runs. */
export const PWNED = 'PWNED'

const ATTACK = `document.title = '${PWNED}'; fetch('/api/clouds').then((r) => r.text()).then((t) => fetch('/api/parental/enable', { method: 'POST', body: t }))`

interface Answer {
  type: string
  body: string
}

function html(scriptLink: string): string {
  const loader = scriptLink ? `<script src="${scriptLink}"></script>` : ''
  return `<!doctype html><title>hostil</title>${loader}<script>${ATTACK}</script><img src=x onerror="${ATTACK}">`
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="90" onload="${ATTACK}"><rect width="60" height="90" fill="#a22"/><script>${ATTACK}</script></svg>`
const XHTML = `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>${ATTACK}</script></body></html>`

/** Every stream of the panel, by `kind/id`: each a different way to smuggle a document. */
function streams(scriptLink: string): Record<string, Answer> {
  return {
    'movie/4': { type: 'text/html; charset=utf-8', body: html(scriptLink) },
    'movie/5': { type: 'text/javascript', body: ATTACK },
    'movie/6': { type: 'image/svg+xml', body: SVG },
    'movie/7': { type: 'application/xhtml+xml', body: XHTML },
    'live/1': { type: 'text/html', body: html(scriptLink) },
    'series/101': { type: 'text/html', body: html(scriptLink) },
  }
}

/** Posters and logos, by file name. */
const IMAGES: Record<string, Answer> = {
  'poster.svg': { type: 'image/svg+xml', body: SVG },
  'page.png': { type: 'image/png', body: html('') },
  'script.jpg': { type: 'image/jpeg', body: ATTACK },
  'doc.svg': { type: 'image/svg+xml', body: XHTML },
}

export const HOSTILE_MOVIE_IDS = ['4', '5', '6', '7'] as const
export const HOSTILE_CHANNEL_ID = '1'
export const HOSTILE_SERIES_ID = '10'
export const HOSTILE_EPISODE_ID = '101'

export interface HostilePanel {
  /** The panel's base URL (a cloud's server address). */
  base: string
  /** host:port, for PROVIDER_ALLOW_HOSTS. */
  host: string
  /** A link (on the victim's origin) the HTML streams load as a script; set it once known. */
  scriptLink: string
  close(): Promise<void>
}

function list(rows: string[]): string {
  return `[${rows.join(',')}]`
}

/** Raw JSON: a JS object literal would turn `__proto__` into a prototype instead of a key. */
function lists(base: string, action: string): string | null {
  const image = (file: string) => `${base}/img/${file}`
  const files = Object.keys(IMAGES)
  switch (action) {
    case 'get_vod_categories':
    case 'get_series_categories':
    case 'get_live_categories':
      return list(['{"category_id":"1","category_name":"Hostil","__proto__":{"is_adult":1}}'])
    case 'get_vod_streams':
      return list(
        HOSTILE_MOVIE_IDS.map(
          (id, at) =>
            `{"stream_id":${id},"name":"Filme ${id}","category_id":"1","container_extension":"mp4","stream_icon":"${image(files[at % files.length] as string)}","added":"${1_700_000_000 + at}","__proto__":{"polluted":true}}`,
        ),
      )
    case 'get_series':
      return list([
        `{"series_id":${HOSTILE_SERIES_ID},"name":"Série hostil","category_id":"1","cover":"${image('poster.svg')}","backdrop_path":["${image('doc.svg')}"],"__proto__":{"polluted":true}}`,
      ])
    case 'get_live_streams':
      return list([
        `{"stream_id":${HOSTILE_CHANNEL_ID},"name":"Canal hostil","category_id":"1","stream_icon":"${image('page.png')}","__proto__":{"polluted":true}}`,
      ])
    case 'get_series_info':
      return `{"info":{"name":"Série hostil","cover":"${image('poster.svg')}"},"seasons":[{"season_number":1,"cover":"${image('doc.svg')}"}],"episodes":{"1":[{"id":"${HOSTILE_EPISODE_ID}","episode_num":1,"title":"Episódio hostil","container_extension":"mp4","info":{"movie_image":"${image('poster.svg')}","__proto__":{"polluted":true}}}]}}`
    case 'get_vod_info':
      return `{"info":{"name":"Filme","cover_big":"${image('script.jpg')}","backdrop_path":["${image('poster.svg')}"]},"movie_data":{"stream_id":4,"name":"Filme 4","container_extension":"mp4"}}`
    default:
      return null
  }
}

const ACCOUNT = JSON.stringify({
  user_info: {
    username: HOSTILE_USER,
    auth: 1,
    status: 'Active',
    exp_date: '4102444800',
    max_connections: '5',
    allowed_output_formats: ['ts'],
  },
  server_info: { timezone: 'UTC', timestamp_now: 1_740_000_000 },
})

function send(res: ServerResponse, { type, body }: Answer): void {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

export async function startHostilePanel(): Promise<HostilePanel> {
  const panel: HostilePanel = {
    base: '',
    host: '',
    scriptLink: '',
    close: async () => undefined,
  }
  const prefix = `/${HOSTILE_USER}/${HOSTILE_PASSWORD}/`
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', panel.base)
    if (url.pathname === '/player_api.php') {
      const action = url.searchParams.get('action') ?? ''
      const body = action ? lists(panel.base, action) : ACCOUNT
      return send(res, { type: 'application/json', body: body ?? '[]' })
    }
    const image = /^\/img\/([\w.-]+)$/.exec(url.pathname)?.[1]
    if (image && IMAGES[image]) return send(res, IMAGES[image])
    const stream = new RegExp(`^/(movie|live|series)${prefix}(\\w+)\\.\\w+$`).exec(url.pathname)
    const answer = stream && streams(panel.scriptLink)[`${stream[1]}/${stream[2]}`]
    if (answer) return send(res, answer)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  panel.base = `http://127.0.0.1:${port}`
  panel.host = `127.0.0.1:${port}`
  panel.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return panel
}
