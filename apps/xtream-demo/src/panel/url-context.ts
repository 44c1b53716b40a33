import type { ScaleName } from '../catalogue/categories'

/** Where this provider is reachable for the current request, mount prefix included. */
export interface UrlContext {
  /** e.g. `http://127.0.0.1:8080/demo-xtream`, no trailing slash. */
  base: string
  hostname: string
  port: string
  protocol: 'http' | 'https'
  scale: ScaleName
  /** Where image URLs point: the real pictures, or an address that accepts and never answers. */
  images: 'live' | 'hang'
}

export const IMAGE_KINDS = [
  'movie',
  'series',
  'channel',
  'movie-backdrop',
  'series-backdrop',
  'episode',
] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** The path under which every image request hangs (dead poster links, for tests and benches). */
export const HANGING_IMAGES = 'images-hang'

/**
 * Dead links usually name a dead host (an old CDN), not a dead path of a live panel: so they are
 * given under the other loopback name of this same provider, which a client tells apart by host.
 */
function hangingBase(ctx: UrlContext): string {
  const url = new URL(ctx.base)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.href.replace(/\/$/, '')
}

export function imageUrl(ctx: UrlContext, kind: ImageKind, id: number): string {
  const place =
    ctx.images === 'hang' ? `${hangingBase(ctx)}/${HANGING_IMAGES}` : `${ctx.base}/images`
  return `${place}/${ctx.scale}/${kind}/${id}.svg`
}

/**
 * The mount prefix is whatever precedes the route's own segments, so the same app works at `/`
 * and under `app.route('/demo-xtream', …)` without being told where it lives.
 */
export function mountPrefix(path: string, routeSegments: number): string {
  const parts = path.split('/')
  return parts.slice(0, Math.max(1, parts.length - routeSegments)).join('/')
}

export function urlContext(
  requestUrl: string,
  headers: { host?: string; proto?: string },
  path: string,
  routeSegments: number,
  scale: ScaleName,
  images: UrlContext['images'] = 'live',
): UrlContext {
  const url = new URL(requestUrl)
  const protocol = (headers.proto ?? url.protocol.replace(':', '')) === 'https' ? 'https' : 'http'
  const host = headers.host ?? url.host
  const parsed = new URL(`${protocol}://${host}`)
  const port = parsed.port || (protocol === 'https' ? '443' : '80')
  return {
    base: `${protocol}://${host}${mountPrefix(path, routeSegments)}`,
    hostname: parsed.hostname,
    port,
    protocol,
    scale,
    images,
  }
}
