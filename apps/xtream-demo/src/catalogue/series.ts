import { intBetween, randomFor } from '../random'
import type { Category } from './categories'
import {
  CATALOGUE_EPOCH,
  Stream,
  assignCategories,
  genreFor,
  episodeFileKind,
  releaseDate,
} from './items'
import { EPISODE_MEDIA_SECONDS, EPISODE_RUNTIME_MINUTES } from './media-lengths'
import { makeCast, makePerson, makePlot, makeTitle } from './names'
import type { Episode, Series } from './types'
import { EPISODE_NAMES } from './words'

export const SERIES_ID_BASE = 100_000
export const EPISODE_ID_BASE = 1_000_000
/** Episode ids are `base + seriesIndex * 128 + seasonPosition * 25 + episode - 1`. */
const EPISODES_PER_SERIES = 128
const EPISODES_PER_SEASON = 25

/** Series positions (0 = most recent) reserved for the stable facts tests rely on. */
export const SPECIAL_SERIES = { threeSeasons: 0, specials: 1, empty: 20, singleSeason: 21 } as const

function seasonPlan(index: number, random: () => number): [number[], number[]] {
  if (index === SPECIAL_SERIES.threeSeasons)
    return [
      [1, 2, 3],
      [14, 10, 8],
    ]
  if (index === SPECIAL_SERIES.specials)
    return [
      [0, 1, 2],
      [2, 6, 6],
    ]
  if (index === SPECIAL_SERIES.empty) return [[], []]
  const count = index === SPECIAL_SERIES.singleSeason ? 1 : intBetween(random, 1, 4)
  const seasons = Array.from({ length: count }, (_, i) => i + 1)
  return [seasons, seasons.map(() => intBetween(random, 4, 12))]
}

export function seriesAt(seed: number, index: number, categories: readonly Category[]): Series {
  const random = randomFor(seed, Stream.Series, index)
  const year = intBetween(random, 1985, 2026)
  const [seasons, episodeCounts] = seasonPlan(index, random)
  return {
    id: SERIES_ID_BASE + index + 1,
    title: makeTitle(random),
    year: random() < 0.03 ? null : year,
    categoryIds: assignCategories(randomFor(seed, Stream.SeriesCategories, index), categories),
    lastModified: CATALOGUE_EPOCH - index * 5400 - intBetween(random, 0, 3000),
    rating: Math.round((4 + random() * 5.5) * 10) / 10,
    plot: makePlot(random),
    cast: makeCast(random),
    director: makePerson(random),
    genre: genreFor(random),
    releaseDate: random() < 0.05 ? null : releaseDate(random, year),
    runtimeMinutes: EPISODE_RUNTIME_MINUTES,
    seasons,
    episodeCounts,
  }
}

export function episodesOf(seed: number, series: Series, seriesIndex: number): Episode[][] {
  return series.seasons.map((season, position) => {
    const count = series.episodeCounts[position] ?? 0
    return Array.from({ length: count }, (_, i) =>
      episodeAt(seed, series, seriesIndex, position, season, i + 1),
    )
  })
}

function episodeAt(
  seed: number,
  series: Series,
  seriesIndex: number,
  position: number,
  season: number,
  episodeNum: number,
): Episode {
  const id =
    EPISODE_ID_BASE +
    seriesIndex * EPISODES_PER_SERIES +
    position * EPISODES_PER_SEASON +
    episodeNum -
    1
  const random = randomFor(seed, Stream.Episode, id)
  const name = EPISODE_NAMES[(episodeNum - 1 + position * 3) % EPISODE_NAMES.length]
  const code = `S${String(season).padStart(2, '0')}E${String(episodeNum).padStart(2, '0')}`
  const [container, media] = episodeFileKind(
    random,
    seriesIndex === SPECIAL_SERIES.threeSeasons ? { season, episodeNum } : undefined,
  )
  const aired = CATALOGUE_EPOCH - seriesIndex * 5400 - (60 - position * 12 - episodeNum) * 86400
  return {
    id,
    seriesId: series.id,
    season,
    episodeNum,
    title: `${series.title} - ${code} - ${name}`,
    container,
    media,
    plot: makePlot(random),
    durationSecs: EPISODE_MEDIA_SECONDS,
    added: aired,
    releaseDate: new Date(aired * 1000).toISOString().slice(0, 10),
  }
}

/** Inverse of the episode id formula: which series and season slot an episode id belongs to. */
export function locateEpisode(id: number) {
  const offset = id - EPISODE_ID_BASE
  if (offset < 0) return undefined
  // A series' block (128) is no multiple of a season's (25): the episode counts within the series.
  const inSeries = offset % EPISODES_PER_SERIES
  return {
    seriesIndex: Math.floor(offset / EPISODES_PER_SERIES),
    position: Math.floor(inSeries / EPISODES_PER_SEASON),
    episodeNum: (inSeries % EPISODES_PER_SEASON) + 1,
  }
}
