import type { PlayRequest } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { browserCodecs } from './browser-codecs'

/** The format a live channel is forced into ('Usar HLS' / 'Usar MPEG-TS'). */
export type LiveFormat = 'hls' | 'ts'

/** What /play is asked for the request: also what a neighbouring channel's answer is asked ahead. */
export function playRequestOf(
  { type, id, ext, seriesId }: Pick<PlayerRequest, 'type' | 'id' | 'ext' | 'seriesId'>,
  format: LiveFormat | undefined,
  audioLanguages: readonly string[],
  audio?: number,
): PlayRequest {
  return {
    type,
    id,
    ext,
    format: type === 'live' ? format : undefined,
    seriesId,
    codecs: browserCodecs(),
    ...(audio === undefined ? {} : { audio }),
    audioLanguages: [...audioLanguages],
  }
}
