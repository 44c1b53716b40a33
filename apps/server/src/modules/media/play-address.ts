import { MEDIA_PATHS } from '@myflix/shared'
import type { XtreamClient } from '../provider/xtream.client'
import type { FeedSource } from '../transcode/transcode.types'
import type { PlayClaims } from './media-token'

/** Who a link is for: the app's player (with the session cookie) or an external player. */
export type MediaScope = 'session' | 'external'

/** Our link for a token: /api/media/s/<token> for the app's player, /x/ for an external one. */
export function streamPath(token: string, scope: MediaScope = 'session'): string {
  return `${scope === 'session' ? MEDIA_PATHS.stream : MEDIA_PATHS.external}${token}`
}

/**
 * The provider address a play token leads to (its live stream, title or catch-up archive), built
 * from the cloud's credentials; throws a ProviderError when the cloud's address is unusable. Holds
 * the password: never log it, never hand it to a child process.
 */
export function playSource(
  client: Pick<XtreamClient, 'streamUrl' | 'timeshiftUrl'>,
  claims: PlayClaims,
): FeedSource {
  const url = new URL(
    claims.ts
      ? client.timeshiftUrl({
          form: claims.ts.f,
          streamId: claims.i,
          start: claims.ts.s,
          minutes: claims.ts.d,
          extension: claims.e,
        })
      : client.streamUrl(claims.k, claims.i, claims.e),
  )
  return { url, allowedHosts: [url.host] }
}
