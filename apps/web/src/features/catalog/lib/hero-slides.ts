import type { CatalogItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'

/** Spec §9: the hero takes the first 3 of each kind. */
const HERO_PER_KIND = 3

/** The hero's slides, movies first, from the newest titles of each kind. */
export const heroSlides = (movies: readonly CatalogItem[], series: readonly CatalogItem[]) => [
  ...movies.slice(0, HERO_PER_KIND),
  ...series.slice(0, HERO_PER_KIND),
]

/** The picture behind a slide: its backdrop, else its poster, else the built-in one. */
export const heroImage = (item: CatalogItem) =>
  item.backdrop?.[0] ?? item.image ?? fallbackPoster(item.type, item.id)
