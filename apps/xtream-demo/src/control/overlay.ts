import type { CatalogueView, DemoCatalogue, SeriesWithEpisodes } from '../catalogue/catalogue'
import {
  EPISODE_MEDIA_SECONDS,
  EPISODE_RUNTIME_MINUTES,
  MOVIE_MEDIA_SECONDS,
} from '../catalogue/media-lengths'
import type { Channel, Episode, Movie } from '../catalogue/types'

export const EXTRA_ID_BASE = 900_000
const EXTRA_EPISODE_BASE = 9_000_000

export interface NewItemInput {
  title: string
  /** Every category the item is listed under, the primary one first. */
  categoryIds: number[]
  container?: 'mp4' | 'mkv' | 'avi'
  /** Channels only: puts the channel in the guide (xmltv.php, get_short_epg). */
  epgChannelId?: string
}

/**
 * Content added or removed at runtime through `/_control/*`, layered over every generated
 * catalogue. Additions come first in lists, as the newest items do on a real panel.
 */
export class ContentOverlay {
  version = 0
  private movies: Movie[] = []
  private series: SeriesWithEpisodes[] = []
  private channels: Channel[] = []
  private removed = new Set<string>()
  private nextId = EXTRA_ID_BASE + 1

  addMovie(input: NewItemInput, nowSeconds: number): Movie {
    const movie: Movie = {
      id: this.nextId++,
      title: input.title,
      year: new Date(nowSeconds * 1000).getUTCFullYear(),
      categoryIds: [...input.categoryIds],
      added: nowSeconds,
      rating: 7.5,
      plot: 'Título adicionado pela API de controle do provedor de demonstração.',
      cast: '',
      director: '',
      genre: '',
      releaseDate: null,
      runtimeMinutes: MOVIE_MEDIA_SECONDS / 60,
      container: input.container ?? 'mp4',
      media: 'standard',
      sparse: false,
    }
    this.movies.unshift(movie)
    this.version++
    return movie
  }

  addSeries(input: NewItemInput, nowSeconds: number): SeriesWithEpisodes {
    const id = this.nextId++
    const episodes: Episode[] = [1, 2, 3].map((n) => ({
      id: EXTRA_EPISODE_BASE + (id - EXTRA_ID_BASE) * 10 + n,
      seriesId: id,
      season: 1,
      episodeNum: n,
      title: `${input.title} - S01E0${n}`,
      container: input.container ?? 'mp4',
      media: 'standard',
      plot: '',
      durationSecs: EPISODE_MEDIA_SECONDS,
      added: nowSeconds,
      releaseDate: new Date(nowSeconds * 1000).toISOString().slice(0, 10),
    }))
    const entry: SeriesWithEpisodes = {
      series: {
        id,
        title: input.title,
        year: new Date(nowSeconds * 1000).getUTCFullYear(),
        categoryIds: [...input.categoryIds],
        lastModified: nowSeconds,
        rating: 7,
        plot: 'Série adicionada pela API de controle do provedor de demonstração.',
        cast: '',
        director: '',
        genre: '',
        releaseDate: null,
        runtimeMinutes: EPISODE_RUNTIME_MINUTES,
        seasons: [1],
        episodeCounts: [3],
      },
      episodes: [episodes],
    }
    this.series.unshift(entry)
    this.version++
    return entry
  }

  addChannel(input: NewItemInput, nowSeconds: number): Channel {
    const channel: Channel = {
      id: this.nextId++,
      name: input.title,
      categoryIds: [...input.categoryIds],
      added: nowSeconds,
      hasIcon: true,
      epgChannelId: input.epgChannelId ?? null,
      tvArchiveDays: 0,
      adult: false,
    }
    this.channels.unshift(channel)
    this.version++
    return channel
  }

  remove(kind: 'movies' | 'series' | 'channels', id: number): void {
    this.removed.add(`${kind}:${id}`)
    this.version++
  }

  reset(): void {
    this.movies = []
    this.series = []
    this.channels = []
    this.removed.clear()
    this.version++
  }

  view(base: DemoCatalogue): CatalogueView {
    const keep = (kind: string) => (item: { id: number }) => !this.removed.has(`${kind}:${item.id}`)
    const inCategory = (id?: number) => (item: { categoryIds: number[] }) =>
      id === undefined || item.categoryIds.includes(id)
    const merged = <T extends { id: number; categoryIds: number[] }>(
      kind: string,
      extras: T[],
      generated: (id?: number) => Iterable<T>,
    ) =>
      function* (categoryId?: number) {
        for (const item of extras) if (inCategory(categoryId)(item) && keep(kind)(item)) yield item
        for (const item of generated(categoryId)) if (keep(kind)(item)) yield item
      }
    const findSeries = (id: number) => {
      if (this.removed.has(`series:${id}`)) return undefined
      return this.series.find((s) => s.series.id === id) ?? base.findSeries(id)
    }
    return {
      categories: base.categories,
      movies: merged('movies', this.movies, base.movies),
      seriesList: merged(
        'series',
        this.series.map((s) => s.series),
        base.seriesList,
      ),
      channels: merged('channels', this.channels, base.channels),
      findMovie: (id) =>
        this.removed.has(`movies:${id}`)
          ? undefined
          : (this.movies.find((m) => m.id === id) ?? base.findMovie(id)),
      findSeries,
      findChannel: (id) =>
        this.removed.has(`channels:${id}`)
          ? undefined
          : (this.channels.find((ch) => ch.id === id) ?? base.findChannel(id)),
      findEpisode: (id) => {
        for (const s of this.series) {
          const found = s.episodes.flat().find((e) => e.id === id)
          if (found) return found
        }
        return base.findEpisode(id)
      },
    }
  }
}
