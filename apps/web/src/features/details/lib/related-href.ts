import type { ContentType } from '@myflix/shared'
import { paths } from '@/config/paths'

/** Spec §2 names only the id in /related/{id}; the type travels as ?type= since ids collide across kinds. */
export const relatedHref = (type: ContentType, id: string) =>
  `${paths.related.getHref(id)}?type=${type}`

export const parseContentType = (value: string | null | undefined): ContentType | null =>
  value === 'movie' || value === 'series' || value === 'live' ? value : null

/** The URL kind of /details/{type}/{id} as a content type ('channel' is a live channel). */
export const detailsTypeToContent = (value: string | undefined): ContentType | null =>
  value === 'channel' ? 'live' : value === 'movie' || value === 'series' ? value : null
