import { createHash } from 'node:crypto'
import type { ContentType } from '@myflix/shared'
import type { TypeSnapshot } from './catalog-index'
import {
  pendingKey,
  SnapshotReplacedError,
  type CatalogRepository,
  type StoredList,
} from './catalog.repository'
import { PackedListBuilder, unpack } from './packed-list'
import { decodeSnapshot, encodeSnapshot } from './snapshot-codec'

/**
 * The stored list of `type`, decoded part by part; read again when a newer list replaced it while
 * it was being read (its parts are dropped once the new row points elsewhere).
 */
export async function readStoredSnapshot(
  repository: CatalogRepository,
  cloudId: string,
  type: ContentType,
  attempts = 3,
): Promise<{ snapshot: TypeSnapshot; list: StoredList } | null> {
  const stored = await repository.load(cloudId, type)
  if (!stored) return null
  try {
    // Packed line by line as it is read, like a list from the panel.
    const builder = new PackedListBuilder()
    const { categories } = await decodeSnapshot(stored.parts, (item) => builder.push(item))
    const list = builder.finish()
    return {
      snapshot: {
        type,
        fetchedAt: stored.fetchedAt,
        categories,
        // Made only if read: the index is built from `arrived`.
        get items() {
          return unpack(list)
        },
        arrived: list,
      },
      list: { fetchedAt: stored.fetchedAt, key: stored.key },
    }
  } catch (error) {
    if (error instanceof SnapshotReplacedError && attempts > 1)
      return readStoredSnapshot(repository, cloudId, type, attempts - 1)
    throw error
  }
}

/**
 * What identifies a stored list: the panel (its image scope, so the JSON built from the list is
 * the same too), the type and a hash of the encoded content, given part by part. Gzip gives the
 * same bytes for the same text (no timestamp in its header), so equal lists on one panel get equal
 * keys, whichever account fetched them; a list that differs in one byte gets another.
 */
export function listKey(panel: string, type: ContentType) {
  const hash = createHash('sha256').update(`${panel}\n${type}\n`)
  return {
    update: (part: Uint8Array) => void hash.update(part),
    digest: () => hash.digest('base64url'),
  }
}

/**
 * Encodes the list and stores it part by part as it is encoded (once per key: a cloud whose list
 * is already stored by another only points at it), replacing the cloud's previous list of its
 * type. Returns the list's key.
 */
export async function storeSnapshot(
  repository: CatalogRepository,
  cloudId: string,
  panel: string,
  snapshot: TypeSnapshot,
): Promise<string> {
  const pending = pendingKey(cloudId, snapshot.type)
  await repository.startList(pending)
  const key = listKey(panel, snapshot.type)
  let parts = 0
  for await (const part of encodeSnapshot(snapshot)) {
    key.update(part)
    await repository.writePart(pending, parts, part)
    parts += 1
  }
  const row = {
    type: snapshot.type,
    fetchedAt: snapshot.fetchedAt,
    itemCount: snapshot.packed?.size ?? snapshot.items.length,
    key: key.digest(),
    parts,
    pending,
  }
  await repository.save(cloudId, row)
  return row.key
}
