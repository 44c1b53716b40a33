export type Container = 'mp4' | 'mkv' | 'MKV' | 'avi' | 'webm' | 'ts'

/**
 * Which files a title can be streamed as: `standard` serves its own container and an mp4 variant,
 * `own-only` only its own container, `hevc` an H.265 mp4, `tracks` (movies) an mkv with two audio
 * languages and a subtitle, `missing` nothing (the provider 404s).
 */
export type MediaKind = 'standard' | 'own-only' | 'hevc' | 'tracks' | 'missing'

export interface Movie {
  id: number
  title: string
  year: number | null
  categoryIds: number[]
  added: number
  rating: number | null
  plot: string
  cast: string
  director: string
  genre: string
  releaseDate: string | null
  runtimeMinutes: number
  container: Container
  media: MediaKind
  /** get_vod_info answers `info: []` for it (a known movie without metadata). */
  sparse: boolean
}

export interface Series {
  id: number
  title: string
  year: number | null
  categoryIds: number[]
  lastModified: number
  rating: number
  plot: string
  cast: string
  director: string
  genre: string
  releaseDate: string | null
  runtimeMinutes: number
  /** Season numbers in order; 0 is "Especiais". */
  seasons: number[]
  episodeCounts: number[]
}

export interface Episode {
  id: number
  seriesId: number
  season: number
  episodeNum: number
  title: string
  container: Container
  media: MediaKind
  plot: string
  durationSecs: number
  added: number
  releaseDate: string
}

export interface Channel {
  id: number
  name: string
  categoryIds: number[]
  added: number
  hasIcon: boolean
  epgChannelId: string | null
  /** Days of catch-up archive; 0 for none. */
  tvArchiveDays: number
  /** The panel declares the archive in hours (`tv_archive_duration` 72 for 3 days). */
  archiveInHours?: boolean
  /** Its MPEG-TS carries MP2 audio, as DVB-sourced channels do, instead of AAC. */
  mp2Audio?: boolean
  adult: boolean
}
