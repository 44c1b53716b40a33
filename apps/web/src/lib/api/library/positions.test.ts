import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import type { ProgressEntry, SavePositionRequest } from '@myflix/shared'
import { createQueryClient } from '@/lib/query-client'
import { testItem } from '@/testing/catalog-item'
import { startFakeLibraryApi, type FakeLibraryApi } from '@/testing/fake-library-api'
import { libraryKeys } from './keys'
import { clearLibraryOnDevice, prepareLibrarySignOut } from './library-sign-out'
import { bindLibrary } from './library-sync'
import { clearQueuedPositions, enqueuePosition, queuedPositions } from './position-queue'
import { savePosition } from './positions'

const save = (id: string, position: number, at: string): SavePositionRequest => ({
  kind: 'movie',
  id,
  series_id: null,
  episode: null,
  programme: null,
  position,
  duration: 6_000,
  at,
  content: testItem(id),
  next: null,
})

const setLink = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

let api: FakeLibraryApi | undefined
let client = createQueryClient()

beforeEach(async () => {
  client = createQueryClient()
  client.setQueryData<ProgressEntry[]>(libraryKeys.progress(), [])
  bindLibrary(client, 'ana')
  await clearQueuedPositions('ana')
  await clearQueuedPositions('bia')
})

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine')
  bindLibrary(client, null)
  await api?.close()
  api = undefined
})

const progressPosts = () =>
  (api?.posts ?? []).filter((post) => post.path === 'POST /api/library/progress')

describe('savePosition', () => {
  it('offline: keeps the write on the device, newest `at` winning, and shows it at once', async () => {
    api = await startFakeLibraryApi()
    setLink(false)
    await savePosition(save('7', 1_200, '2026-03-01T10:00:02.000Z'))
    await savePosition(save('7', 900, '2026-03-01T10:00:01.000Z'))
    expect(progressPosts()).toEqual([])
    expect(await queuedPositions('ana')).toEqual([save('7', 1_200, '2026-03-01T10:00:02.000Z')])
    // Posters follow playback even offline.
    const cached = client.getQueryData<ProgressEntry[]>(libraryKeys.progress())
    expect(cached).toMatchObject([{ kind: 'movie', id: '7', position: 1_200, watched: false }])
    // The row is stale, not refetched.
    expect(client.getQueryState(libraryKeys.continueWatching())).toBeUndefined()
  })

  it('sends what waited once the network is back, for this user only', async () => {
    api = await startFakeLibraryApi()
    setLink(false)
    await savePosition(save('7', 1_200, '2026-03-01T10:00:02.000Z'))
    await savePosition(save('8', 300, '2026-03-01T10:00:03.000Z'))
    await enqueuePosition('bia', save('9', 500, '2026-03-01T10:00:04.000Z'))

    setLink(true)
    await waitFor(async () => expect(await queuedPositions('ana')).toEqual([]))
    expect(progressPosts().map((post) => [post.user, (post.body as { id: string }).id])).toEqual([
      ['ana', '7'],
      ['ana', '8'],
    ])
    expect(api.library('ana').progress.map((entry) => entry.id)).toEqual(['8', '7'])
    // Bia's write waits for Bia.
    expect(await queuedPositions('bia')).toHaveLength(1)
  })

  it('a save the network drops is queued and goes out when the server answers again', async () => {
    api = await startFakeLibraryApi()
    await api.server.stop()
    expect(await savePosition(save('7', 1_200, '2026-03-01T10:00:02.000Z'))).toBeNull()
    expect(await queuedPositions('ana')).toHaveLength(1)

    const back = await startFakeLibraryApi()
    try {
      window.dispatchEvent(new Event('online'))
      await waitFor(async () => expect(await queuedPositions('ana')).toEqual([]))
      expect(back.library('ana').progress).toMatchObject([{ id: '7', position: 1_200 }])
    } finally {
      await back.close()
    }
  })

  it('keeps a catch-up programme apart from the channel’s other programmes, with its programme', async () => {
    api = await startFakeLibraryApi()
    setLink(false)
    const programme = (start: number, position: number, at: string): SavePositionRequest => ({
      ...save(`55@${start}`, position, at),
      kind: 'catchup',
      programme: { channel_id: '55', start, end: start + 3_600, title: `Programa ${start}` },
      duration: 3_600,
      content: testItem('55', { type: 'live' }),
    })
    await savePosition(programme(1_000, 600, '2026-03-01T10:00:01.000Z'))
    await savePosition(programme(5_000, 60, '2026-03-01T10:00:02.000Z'))
    await savePosition(programme(1_000, 700, '2026-03-01T10:00:03.000Z'))
    expect((await queuedPositions('ana')).map((request) => [request.id, request.position])).toEqual(
      [
        ['55@5000', 60],
        ['55@1000', 700],
      ],
    )
    const cached = client.getQueryData<ProgressEntry[]>(libraryKeys.progress())
    expect(cached).toMatchObject([
      { kind: 'catchup', id: '55@1000', position: 700, programme: { start: 1_000 } },
      { kind: 'catchup', id: '55@5000', position: 60, programme: { start: 5_000 } },
    ])
  })

  it('takes the server’s entry when another device saved later', async () => {
    api = await startFakeLibraryApi()
    api.library('ana').progress = [
      {
        ...{ kind: 'movie', id: '7', series_id: null, episode: null, programme: null },
        position: 3_000,
        duration: 6_000,
        watched: false,
        updated_at: '2026-03-01T11:00:00.000Z',
      },
    ]
    await savePosition(save('7', 1_200, '2026-03-01T10:00:00.000Z'))
    expect(client.getQueryData<ProgressEntry[]>(libraryKeys.progress())).toMatchObject([
      { id: '7', position: 3_000 },
    ])
  })

  it('sign-out sends what waited, then leaves nothing of the library on the device', async () => {
    api = await startFakeLibraryApi()
    setLink(false)
    await savePosition(save('7', 1_200, '2026-03-01T10:00:02.000Z'))
    Reflect.deleteProperty(navigator, 'onLine')
    const leaving = await prepareLibrarySignOut()
    expect(leaving).toBe('ana')
    expect(progressPosts()).toHaveLength(1)

    setLink(false)
    await savePosition(save('8', 300, '2026-03-01T10:00:03.000Z'))
    await clearLibraryOnDevice(client, leaving)
    expect(await queuedPositions('ana')).toEqual([])
    expect(client.getQueryData(libraryKeys.progress())).toBeUndefined()
  })
})
