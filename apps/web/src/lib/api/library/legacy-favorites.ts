import { favoriteSchema, type Favorite } from '@myflix/shared'
import { LEGACY_FAVORITES_KEY } from './legacy-favorites-key'
import { isRecord } from '../../is-record'

/** The server takes at most this many in one import. */
const IMPORT_LIMIT = 2_000

/**
 * The stored card as the contract wants it: older builds kept fewer fields, so the missing ones
 * get the catalogue's neutral values rather than losing the favourite.
 */
function legacyFavorite(entry: unknown): Favorite | null {
  if (!isRecord(entry) || !isRecord(entry.content)) return null
  const addedAt = new Date(typeof entry.addedAt === 'string' ? entry.addedAt : Number.NaN)
  const id = entry.id
  const candidate = {
    id,
    type: entry.type,
    addedAt: Number.isNaN(addedAt.getTime()) ? undefined : addedAt.toISOString(),
    content: {
      name: '',
      image: null,
      plot: '',
      rating: '0.0',
      year: null,
      genre: null,
      stream_id: id,
      container_extension: null,
      category_id: null,
      category_ids: [],
      category_name: null,
      added: null,
      ...entry.content,
      id,
      type: entry.type,
    },
  }
  const parsed = favoriteSchema.safeParse(candidate)
  return parsed.success ? parsed.data : null
}

/** What the device still holds, newest first; null when there is nothing to import. */
export function readLegacyFavorites(storage: Storage = localStorage): Favorite[] | null {
  const raw = storage.getItem(LEGACY_FAVORITES_KEY)
  if (raw === null) return null
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored
    .map(legacyFavorite)
    .filter((favorite): favorite is Favorite => favorite !== null)
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    .slice(0, IMPORT_LIMIT)
}
