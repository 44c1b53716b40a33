import { openDB, type IDBPDatabase } from 'idb'
import type { SavePositionRequest } from '@myflix/shared'

// Positions the server could not take yet (offline, server down), kept on the device until it
// answers again: one entry per user and (kind, id), the newest `at` kept. Each entry names its user,
// so it is only ever sent while that user is signed in.

const DB_NAME = 'myflix-library'
const STORE = 'positions'

export interface QueuedPosition {
  key: string
  user: string
  request: SavePositionRequest
}

const keyOf = (user: string, request: Pick<SavePositionRequest, 'kind' | 'id'>) =>
  `${user}\n${request.kind}:${request.id}`

const newer = (a: SavePositionRequest, b: SavePositionRequest) =>
  Date.parse(a.at) > Date.parse(b.at)

let opening: Promise<IDBPDatabase> | null = null
// Without IndexedDB (a locked-down browser) the queue lives as long as the page.
const memory = new Map<string, QueuedPosition>()

function db(): Promise<IDBPDatabase> | null {
  if (!('indexedDB' in globalThis)) return null
  opening ??= openDB(DB_NAME, 1, {
    upgrade: (database) => database.createObjectStore(STORE, { keyPath: 'key' }),
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

/** Keeps `request` for `user`, unless a newer write of the same title is already waiting. */
export async function enqueuePosition(user: string, request: SavePositionRequest): Promise<void> {
  const entry: QueuedPosition = { key: keyOf(user, request), user, request }
  const open = db()
  if (!open) {
    const kept = memory.get(entry.key)
    if (!kept || !newer(kept.request, request)) memory.set(entry.key, entry)
    return
  }
  const tx = (await open).transaction(STORE, 'readwrite')
  const kept = (await tx.store.get(entry.key)) as QueuedPosition | undefined
  if (!kept || !newer(kept.request, request)) await tx.store.put(entry)
  await tx.done
}

/** What waits for `user`, oldest first. */
export async function queuedPositions(user: string): Promise<SavePositionRequest[]> {
  const open = db()
  const all = open ? ((await (await open).getAll(STORE)) as QueuedPosition[]) : [...memory.values()]
  return all
    .filter((entry) => entry.user === user)
    .map((entry) => entry.request)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

/** Drops the waiting write of the same title unless it is newer than `sent` (taken meanwhile). */
export async function dequeuePosition(user: string, sent: SavePositionRequest): Promise<void> {
  const key = keyOf(user, sent)
  const open = db()
  if (!open) {
    const kept = memory.get(key)
    if (kept && !newer(kept.request, sent)) memory.delete(key)
    return
  }
  const tx = (await open).transaction(STORE, 'readwrite')
  const kept = (await tx.store.get(key)) as QueuedPosition | undefined
  if (kept && !newer(kept.request, sent)) await tx.store.delete(key)
  await tx.done
}

/** Forgets everything `user` left waiting (sign-out, after what could be sent was sent). */
export async function clearQueuedPositions(user: string): Promise<void> {
  const open = db()
  if (!open) {
    for (const [key, entry] of memory) if (entry.user === user) memory.delete(key)
    return
  }
  const tx = (await open).transaction(STORE, 'readwrite')
  for (const entry of (await tx.store.getAll()) as QueuedPosition[]) {
    if (entry.user === user) await tx.store.delete(entry.key)
  }
  await tx.done
}
