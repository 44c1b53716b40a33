import { routeSpec } from './route'

/**
 * GET|HEAD /api/media/s/:token — the stream itself (Range passes through; HLS playlists are rewritten
 * so segments come through the proxy too). Needs the session of the user the token was made for.
 * GET|HEAD /api/media/x/:token — the same for an external player: no cookie, the link is the key.
 * GET /api/media/img/:token — a poster or logo, proxied so http images work on an https page.
 */
export const MEDIA_PATHS = {
  stream: '/api/media/s/',
  external: '/api/media/x/',
  image: '/api/media/img/',
} as const

/** Playback and posters; all through our proxy, none with provider credentials in a URL. */
export const mediaPaths = {
  play: routeSpec({ method: 'POST', path: '/api/media/play', answer: 'envelope' }),
  catchup: routeSpec({ method: 'POST', path: '/api/media/catchup', answer: 'envelope' }),
  external: routeSpec({ method: 'POST', path: '/api/media/external', answer: 'envelope' }),
  /** GET and HEAD. */
  stream: routeSpec({ method: 'GET', path: '/api/media/s/:token', answer: 'bytes' }),
  /** GET and HEAD, for VLC: no cookie, the sealed link is the key. */
  externalStream: routeSpec({
    method: 'GET',
    path: '/api/media/x/:token',
    answer: 'bytes',
    session: false,
  }),
  image: routeSpec({ method: 'GET', path: '/api/media/img/:token', answer: 'bytes' }),
}
