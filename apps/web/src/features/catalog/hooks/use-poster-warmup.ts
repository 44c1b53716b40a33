import { useEffect } from 'react'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { useCatalogSource, useCatalogStatus } from '@/lib/api/catalog/status'
import { POSTER_PRELOAD } from '@/lib/cache/poster-prefetch'
import { warmPosters } from '../lib/poster-warmup'

/** Newline never occurs in a URL, so it can join and split the poster list. */
const SEPARATOR = '\n'

/**
 * Preloads the posters of a real list's first items (spec §9) once the list has arrived, through
 * the image proxy URLs the items carry. `list` names the list; the snapshot's time is added, so a
 * new cloud or an 'Atualizar Conteúdo' warms again. The demo lists are bundled: nothing to preload.
 */
export function usePosterWarmup(
  type: ContentType,
  list: string,
  items: readonly CatalogItem[] | undefined,
): void {
  const snapshot = useCatalogStatus().data?.fetchedAt ?? ''
  const real = useCatalogSource(type) === 'real'
  // A string, so later pages of the same list (new arrays, same first items) change nothing.
  const posters =
    real && items
      ? items
          .slice(0, POSTER_PRELOAD.maxItems)
          .map((item) => item.image ?? '')
          .join(SEPARATOR)
      : ''
  const key = `${snapshot}|${list}`

  useEffect(() => {
    if (posters === '') return
    return warmPosters(key, posters.split(SEPARATOR))
  }, [key, posters])
}
