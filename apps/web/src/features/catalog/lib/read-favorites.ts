import type { ContentType } from '@myflix/shared'
import { t } from '@myflix/shared'

/** Spec §3 Favorite persisted under 'myflix-favorites'. Read-only here: the favourites feature owns writes. */
export const FAVORITES_KEY = 'myflix-favorites'

export interface FavoriteCard {
  id: string
  type: Extract<ContentType, 'movie' | 'series'>
  name: string
  image: string | null
  addedAt: string
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null

/**
 * The stored favourites of one kind, newest first, as cards. `content` is the raw record (a normalised
 * item, or a provider/demo row with stream_icon or cover), so the fields are read defensively.
 */
export function readFavorites(
  type: FavoriteCard['type'],
  storage: Storage = localStorage,
): FavoriteCard[] {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(FAVORITES_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  const cards: FavoriteCard[] = []
  for (const entry of stored as Array<Record<string, unknown>>) {
    if (entry?.type !== type) continue
    const content = (entry.content ?? {}) as Record<string, unknown>
    const id =
      text(entry.id) ?? text(content.id) ?? text(content.stream_id) ?? text(content.series_id)
    if (!id) continue
    cards.push({
      id,
      type,
      name: text(content.name) ?? text(content.title) ?? t('provider.defaults.title'),
      image: text(content.image) ?? text(content.stream_icon) ?? text(content.cover),
      addedAt: text(entry.addedAt) ?? '',
    })
  }
  return cards.sort((a, b) => b.addedAt.localeCompare(a.addedAt))
}
