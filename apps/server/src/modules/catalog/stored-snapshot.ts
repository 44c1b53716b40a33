import type { ContentType } from '@myflix/shared'
import type { TypeSnapshot } from './catalog-index'
import { SnapshotReplacedError, type CatalogRepository } from './catalog.repository'
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
): Promise<TypeSnapshot | null> {
  const stored = await repository.load(cloudId, type)
  if (!stored) return null
  try {
    return { type, fetchedAt: stored.fetchedAt, ...(await decodeSnapshot(stored.parts)) }
  } catch (error) {
    if (error instanceof SnapshotReplacedError && attempts > 1)
      return readStoredSnapshot(repository, cloudId, type, attempts - 1)
    throw error
  }
}

/** Encodes the list and stores it in parts, replacing the cloud's previous list of its type. */
export async function storeSnapshot(
  repository: CatalogRepository,
  cloudId: string,
  snapshot: TypeSnapshot,
): Promise<void> {
  await repository.save(cloudId, {
    type: snapshot.type,
    fetchedAt: snapshot.fetchedAt,
    itemCount: snapshot.packed?.size ?? snapshot.items.length,
    parts: await encodeSnapshot(snapshot),
  })
}
