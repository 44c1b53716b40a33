import { ProviderError } from './provider-error'

const API_SCRIPTS = /\/(player_api|get|panel_api)\.php$/i

/**
 * The base the user typed, made canonical (research §11): http(s) only, sub-path kept, a trailing
 * /player_api.php, /get.php or /panel_api.php and trailing slashes dropped; query, fragment and
 * any user:password@ part removed. Returns e.g. "http://host:8080/panel".
 */
export function normaliseBaseUrl(input: string): string {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    throw new ProviderError('blocked-address', { code: 'bad-url' })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProviderError('blocked-address', { code: 'bad-scheme' })
  url.username = ''
  url.password = ''
  url.search = ''
  url.hash = ''
  const path = url.pathname.replace(/\/+$/, '').replace(API_SCRIPTS, '').replace(/\/+$/, '')
  return `${url.origin}${path}`
}

export type StreamKind = 'live' | 'movie' | 'series'

/**
 * A provider stream address. It carries the credentials in its path, so it is for the server's
 * media proxy only: never log it, never send it to a browser.
 */
export function buildStreamUrl(
  base: string,
  credentials: { username: string; password: string },
  kind: StreamKind,
  streamId: string,
  extension: string,
): string {
  if (!/^[\w-]{1,64}$/.test(streamId)) throw new TypeError('invalid stream id')
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new TypeError('invalid stream extension')
  const user = encodeURIComponent(credentials.username)
  const pass = encodeURIComponent(credentials.password)
  return `${base}/${kind}/${user}/${pass}/${streamId}.${extension}`
}
