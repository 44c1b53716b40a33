import {
  SUBTITLE_PARAM,
  type BrowserCodecs,
  type PlayRequest,
  type PlayResponse,
} from '@myflix/shared'
import type { FeedSource, Transcoder } from '../transcode/transcode.types'
import type { MediaProbes } from './media-probes'
import type { MediaTokens, PlayClaims } from './media-token'
import { streamPath } from './play-address'
import { decide, playbackPlan } from './playback-plan'

// Issue 20: POST /play when the player says what the browser decodes. The title's stream is probed
// (once, cached), the cheapest path that plays is chosen, and a path other than direct answers one
// link whose sealed claims say how to process the stream: the GET needs no state of this instance.

export interface ProcessedPlayDeps {
  tokens: MediaTokens
  probes: Pick<MediaProbes, 'probe'>
  transcoder: Pick<Transcoder, 'wouldRefuse'>
}

/** Languages to prefer when the player names none: the product speaks Portuguese. */
export const DEFAULT_AUDIO_LANGUAGES = ['por']

export interface ProcessedPlayInput {
  /** The claims of the stream that is probed (VOD: its own extension, else mp4; live: the first). */
  claims: PlayClaims
  source: FeedSource
  request: PlayRequest & { codecs: BrowserCodecs }
  /** Today's answer: the candidates the direct path plays. */
  direct: PlayResponse
}

/**
 * The play answer with `media`, or null when the stream could not be probed (the caller answers
 * as before issue 20: playback is never blocked by a probe).
 */
export async function processedPlay(
  deps: ProcessedPlayDeps,
  { claims, source, request, direct }: ProcessedPlayInput,
): Promise<PlayResponse | null> {
  const probe = await deps.probes.probe(claims, source)
  if (!probe) return null
  const live = claims.k === 'live'
  const decision = decide(
    probe,
    request.codecs,
    request.audio,
    request.audioLanguages ?? DEFAULT_AUDIO_LANGUAGES,
    live,
  )
  const probed = direct.candidates.find((candidate) => candidate.ext === claims.e)
  const url = decision.recipe
    ? streamPath(deps.tokens.issue({ ...claims, r: decision.recipe }))
    : (probed ?? direct.candidates[0]!).url
  const media = playbackPlan(probe, decision, {
    live,
    busy: decision.path === 'video' && deps.transcoder.wouldRefuse(claims.u),
    subtitleUrl: (index) => `${url}?${SUBTITLE_PARAM}=${index}`,
  })
  // Direct: the probed file first. It exists; the spec's order (.mp4, .mkv, then the title's own)
  // had an MKV or AVI title answer 404 to the player once or twice before it played.
  const candidates = decision.recipe
    ? [{ url, ext: 'mp4' }]
    : [...(probed ? [probed] : []), ...direct.candidates.filter((c) => c !== probed)]
  return { candidates, expiresIn: direct.expiresIn, media }
}
