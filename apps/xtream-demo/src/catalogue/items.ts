import type { Random } from '../random'
import { intBetween, pick, pickSome, randomFor } from '../random'
import type { Category } from './categories'
import { DANGLING_CATEGORY_ID, EMPTY_VOD_CATEGORY_NAME, HUGE_CATEGORY_SHARE } from './categories'
import { MOVIE_MEDIA_SECONDS, TRACKS_MOVIE_SECONDS, TS_MOVIE_SECONDS } from './media-lengths'
import { makeCast, makePerson, makePlot, makeTitle } from './names'
import type { Channel, Container, MediaKind, Movie } from './types'
import { CHANNEL_WORDS } from './words'

/** Fixed "now" of the generated catalogue, so the same seed gives byte-identical answers. */
export const CATALOGUE_EPOCH = 1_794_000_000
export const MOVIE_ID_BASE = 100_000
export const LIVE_ID_BASE = 10_000

/** Separate PRNG streams per kind of fact, so adding a field never reshuffles another. */
export const Stream = {
  Movie: 1,
  MovieCategories: 2,
  Channel: 3,
  ChannelCategories: 4,
  Series: 5,
  SeriesCategories: 6,
  Episode: 7,
} as const

const GENRES = [
  'Ação',
  'Aventura',
  'Comédia',
  'Drama',
  'Suspense',
  'Romance',
  'Ficção Científica',
  'Terror',
  'Documentário',
  'Família',
  'Animação',
  'Crime',
  'Fantasia',
  'Mistério',
]

/** Movie positions (0 = most recent) reserved for the stable facts tests rely on. */
export const SPECIAL_MOVIES = {
  mkvOnly: 20,
  aviOnly: 21,
  hevc: 22,
  missing: 23,
  webm: 24,
  sparse: 25,
  upperMkv: 26,
  orphan: 27,
  dangling: 28,
  numericTitle: 29,
  htmlText: 30,
  tracks: 31,
  tsOnly: 32,
} as const

/** The title of the movie with two audio languages and a subtitle, so a user knows what to try. */
export const TRACKS_MOVIE_TITLE = 'Faixas de Áudio e Legendas'
const TRACKS_MOVIE_PLOT =
  'Áudio dublado em português (AC3 5.1) e original em inglês, com legendas em português.'

/** What panels that paste from web pages send: tags, a line break and entities, as text. */
export const HTML_PLOT =
  '<p><b>negrito</b> &amp; &quot;aspas&quot;<br>Segunda linha &#8211; fim.</p>'
export const HTML_CAST = 'Ana Souza &amp; <i>Bia Lima</i>'

export function assignCategories(random: Random, categories: readonly Category[]): number[] {
  const huge = categories.find((c) => c.huge)
  if (huge && random() < HUGE_CATEGORY_SHARE) return [huge.id]
  const usable = categories.filter((c) => !c.adult && !c.huge && c.name !== EMPTY_VOD_CATEGORY_NAME)
  const adult = categories.filter((c) => c.adult)
  const roll = random()
  if (roll < 0.02) return []
  if (roll < 0.03) return [DANGLING_CATEGORY_ID]
  const primary = roll < 0.07 && adult.length > 0 ? pick(random, adult) : pick(random, usable)
  if (primary.adult || random() > 0.08) return [primary.id]
  const second = pick(random, usable)
  return second.id === primary.id ? [primary.id] : [primary.id, second.id]
}

export function genreFor(random: Random): string {
  return pickSome(random, GENRES, intBetween(random, 1, 3)).join(', ')
}

export function releaseDate(random: Random, year: number): string {
  const month = String(intBetween(random, 1, 12)).padStart(2, '0')
  const day = String(intBetween(random, 1, 28)).padStart(2, '0')
  return `${year}-${month}-${day}`
}

function containerFor(random: Random): Container {
  const roll = random()
  return roll < 0.6 ? 'mp4' : roll < 0.9 ? 'mkv' : 'avi'
}

export function movieAt(seed: number, index: number, vod: readonly Category[]): Movie {
  const random = randomFor(seed, Stream.Movie, index)
  const year = intBetween(random, 1968, 2026)
  let title = makeTitle(random)
  // The newest titles fill the home hero, so they are kept playable in any browser.
  let container: Container = index < 12 ? 'mp4' : containerFor(random)
  let media: MediaKind = 'standard'
  let categoryIds = assignCategories(randomFor(seed, Stream.MovieCategories, index), vod)
  let rating = random() < 0.1 ? null : Math.round((3 + random() * 6.8) * 10) / 10
  if (index === SPECIAL_MOVIES.mkvOnly) [container, media] = ['mkv', 'own-only']
  if (index === SPECIAL_MOVIES.aviOnly) [container, media] = ['avi', 'own-only']
  if (index === SPECIAL_MOVIES.hevc) [container, media] = ['mp4', 'hevc']
  if (index === SPECIAL_MOVIES.missing) [container, media] = ['mp4', 'missing']
  if (index === SPECIAL_MOVIES.webm) [container, media] = ['webm', 'own-only']
  // VOD as some panels store it: a transport stream (H.264 + AAC in ADTS).
  if (index === SPECIAL_MOVIES.tsOnly) [container, media] = ['ts', 'own-only']
  // Its list row is rich and its get_vod_info empty: the details must keep the list's values.
  if (index === SPECIAL_MOVIES.sparse) rating = 7.5
  if (index === SPECIAL_MOVIES.upperMkv) container = 'MKV'
  if (index === SPECIAL_MOVIES.orphan) categoryIds = []
  if (index === SPECIAL_MOVIES.dangling) categoryIds = [DANGLING_CATEGORY_ID]
  if (index === SPECIAL_MOVIES.numericTitle) title = '2042'
  const tracks = index === SPECIAL_MOVIES.tracks
  if (tracks) [container, media, title] = ['mkv', 'tracks', TRACKS_MOVIE_TITLE]
  let seconds = tracks ? TRACKS_MOVIE_SECONDS : MOVIE_MEDIA_SECONDS
  if (index === SPECIAL_MOVIES.tsOnly) seconds = TS_MOVIE_SECONDS
  if (index <= SPECIAL_MOVIES.tsOnly && index >= SPECIAL_MOVIES.mkvOnly) {
    // Specials must stay visible in a normal category unless they are the orphans.
    if (categoryIds.length === 0 && index !== SPECIAL_MOVIES.orphan) categoryIds = [vod[0]!.id]
    if (categoryIds[0] === DANGLING_CATEGORY_ID && index !== SPECIAL_MOVIES.dangling) {
      categoryIds = [vod[0]!.id]
    }
  }
  return {
    id: MOVIE_ID_BASE + index + 1,
    title,
    year: random() < 0.03 ? null : year,
    categoryIds,
    // Index 0 is the most recent addition, as panels list newest first.
    added: CATALOGUE_EPOCH - index * 3600 - intBetween(random, 0, 3000),
    rating,
    plot:
      index === SPECIAL_MOVIES.htmlText ? HTML_PLOT : tracks ? TRACKS_MOVIE_PLOT : makePlot(random),
    cast: index === SPECIAL_MOVIES.htmlText ? HTML_CAST : makeCast(random),
    director: makePerson(random),
    genre: genreFor(random),
    releaseDate: random() < 0.05 ? null : releaseDate(random, year),
    runtimeMinutes: seconds / 60,
    container,
    media,
    sparse: index === SPECIAL_MOVIES.sparse,
  }
}

/**
 * Channel positions reserved for the stable facts tests rely on. `withEpg` has no archive (the
 * channel without catch-up); `withArchive` keeps 7 days; `archiveInHours` keeps 3 days but
 * declares them in hours (`tv_archive_duration` 72), as some panels do. `mp2Audio` streams MP2
 * audio and has no archive.
 */
export const SPECIAL_CHANNELS = {
  withEpg: 0,
  withoutEpg: 1,
  mp2Audio: 2,
  archiveInHours: 8,
  withArchive: 24,
} as const
/** The channel with MP2 audio, named so a user knows what it tests. */
export const MP2_CHANNEL_NAME = 'BR: TV Satélite MP2'
const SPECIAL_ARCHIVE_DAYS = new Map<number, number>([
  [SPECIAL_CHANNELS.withEpg, 0],
  [SPECIAL_CHANNELS.mp2Audio, 0],
  [SPECIAL_CHANNELS.archiveInHours, 3],
  [SPECIAL_CHANNELS.withArchive, 7],
])

export function channelAt(seed: number, index: number, live: readonly Category[]): Channel {
  const random = randomFor(seed, Stream.Channel, index)
  let categoryIds = assignCategories(randomFor(seed, Stream.ChannelCategories, index), live)
  const archiveDays = SPECIAL_ARCHIVE_DAYS.get(index)
  const mp2Audio = index === SPECIAL_CHANNELS.mp2Audio
  // These channels are picked by tests without a parental PIN: keep them in a plain category.
  if ((archiveDays || mp2Audio) && !live.some((c) => c.id === categoryIds[0] && !c.adult)) {
    categoryIds = [live[0]!.id]
  }
  const first = categoryIds[0]
  const adult = live.some((c) => c.adult && c.id === first)
  const quality = pick(random, ['HD', 'FHD', 'SD', '4K', ''])
  const number =
    index >= CHANNEL_WORDS.length ? ` ${Math.floor(index / CHANNEL_WORDS.length) + 1}` : ''
  const drawnName =
    `${pick(random, ['BR: ', 'BR | ', ''])}TV ${CHANNEL_WORDS[index % CHANNEL_WORDS.length]}${number} ${quality}`.trim()
  const name = mp2Audio ? MP2_CHANNEL_NAME : drawnName
  // The draws happen for the special positions too, so the later ones (icon) stay where they were.
  const epgDrawn =
    index === SPECIAL_CHANNELS.withEpg || (index !== SPECIAL_CHANNELS.withoutEpg && random() < 0.5)
  const hasEpg = epgDrawn || Boolean(archiveDays)
  const archiveDrawn = random() < 0.15 ? intBetween(random, 1, 7) : 0
  return {
    id: LIVE_ID_BASE + index + 1,
    name,
    categoryIds,
    added: CATALOGUE_EPOCH - index * 7200,
    hasIcon: index < 2 || random() > 0.12,
    epgChannelId: hasEpg ? `canal${index + 1}.br` : null,
    tvArchiveDays: archiveDays ?? archiveDrawn,
    ...(index === SPECIAL_CHANNELS.archiveInHours && { archiveInHours: true }),
    ...(mp2Audio && { mp2Audio: true }),
    adult,
  }
}

/** The showcase series keeps fixed files: S01E02 is mkv, S02E03 is missing, the rest mp4. */
export function episodeFileKind(
  random: Random,
  showcase?: { season: number; episodeNum: number },
): [Container, MediaKind] {
  if (showcase) {
    if (showcase.season === 1 && showcase.episodeNum === 2) return ['mkv', 'standard']
    if (showcase.season === 2 && showcase.episodeNum === 3) return ['mp4', 'missing']
    return ['mp4', 'standard']
  }
  const roll = random()
  if (roll < 0.03) return ['mp4', 'missing']
  return [roll < 0.2 ? 'mkv' : 'mp4', 'standard']
}
