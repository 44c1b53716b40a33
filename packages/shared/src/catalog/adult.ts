import type { Category } from './catalog.schema'

/** Spec §5, verbatim: a category is adult when its lower-cased name contains any of these. */
export const ADULT_WORDS = [
  'adulto',
  'adultos',
  'adult',
  'adults',
  '+18',
  '18+',
  'xxx',
  'sexy',
  'hot',
  'erotic',
  'erotico',
  'erótico',
  'porn',
  'porno',
  'pornô',
  'sexual',
  'sexo',
  'sex',
  'nude',
  'nudez',
  'nudity',
  'fetish',
  'fetiche',
  'mature',
  'maduro',
  'playboy',
  'penthouse',
] as const

export function isAdultCategoryName(name: string | null | undefined): boolean {
  if (!name) return false
  // Providers send accents both precomposed and decomposed (\u escapes); the list is precomposed.
  const lower = name.normalize('NFC').toLowerCase()
  return ADULT_WORDS.some((word) => lower.includes(word))
}

type AdultCheckable = {
  category_name?: string | null
  category_id?: string | null
  is_adult?: boolean
}

const NO_CATEGORIES: ReadonlyMap<string, Category> = new Map()

/**
 * Spec §5: the item's own category name decides, else the name found via its category_id.
 * A provider that flags the item itself (`is_adult`) is believed too. An item our server sent
 * carries its category name and `is_adult` (set when any of its categories is adult), so the
 * browser checks it without a category list.
 */
export function isAdultItem(
  item: AdultCheckable,
  categoriesById: ReadonlyMap<string, Category> = NO_CATEGORIES,
): boolean {
  if (item.is_adult === true) return true
  const name =
    item.category_name ||
    (item.category_id ? categoriesById.get(item.category_id)?.name : undefined)
  return isAdultCategoryName(name)
}
