import { t, type CategoryCount } from '@myflix/shared'

/**
 * The title of /category/{type}/{name} and /grid/{tipo}/{categoryId} (spec §2): the kind alone
 * while the categories load; then 'Filmes | name (count)' by name and 'name (count)' by id. A grid
 * whose id this catalogue does not show (unknown, or hidden by parental control) never shows the
 * raw id: it says the category is unavailable (docs/decisions.md, issue 16).
 */
export function categoryTitle(page: {
  by: 'name' | 'id'
  /** The name in the URL of /category. */
  value: string
  /** 'Filmes', 'Séries' or 'Canais'. */
  kind: string
  /** undefined while loading; null when the catalogue has no such category. */
  category: CategoryCount | null | undefined
}): string {
  const { by, value, kind, category } = page
  if (category === undefined) return kind
  if (by === 'name')
    return t('catalogUi.categoryTitle', {
      kind,
      name: category?.name ?? value,
      count: category?.count ?? 0,
    })
  return category
    ? t('catalogUi.sectionTitle', { name: category.name, count: category.count })
    : t('catalogUi.unavailableCategory')
}
