import { describe, expect, it, vi } from 'vitest'
import type { AccountInfo, CatalogStatus } from '@myflix/shared'
import { describeProgress, processCloud, STATUS_POLL_MS } from './process-cloud'

type Phase = CatalogStatus['progress'][number]['phase']

function status(
  state: CatalogStatus['state'],
  phases: [Phase, number][],
  error: string | null = null,
): CatalogStatus {
  const types = ['movie', 'series', 'live'] as const
  return {
    state,
    fetchedAt: null,
    counts: { movie: phases[0]![1], series: phases[1]![1], live: phases[2]![1] },
    progress: types.map((type, index) => ({
      type,
      phase: phases[index]![0],
      items: phases[index]![1],
      bytes: 0,
    })),
    error,
  }
}

const account = { username: 'demo', status: 'Active' } as AccountInfo
const noSleep = () => Promise.resolve()

describe('processCloud', () => {
  it('starts a refresh, follows the status until it settles, then fetches the user data', async () => {
    const seen: CatalogStatus[] = []
    const answers = [
      status('loading', [
        ['items', 10],
        ['waiting', 0],
        ['waiting', 0],
      ]),
      status('loading', [
        ['done', 45],
        ['items', 3],
        ['waiting', 0],
      ]),
      status('ready', [
        ['done', 45],
        ['done', 20],
        ['done', 51],
      ]),
    ]
    const sleep = vi.fn(noSleep)
    const fetchUserInfo = vi.fn(async () => account)
    const result = await processCloud(
      {
        startRefresh: async () =>
          status('loading', [
            ['categories', 0],
            ['waiting', 0],
            ['waiting', 0],
          ]),
        readStatus: async () => answers.shift()!,
        fetchUserInfo,
        onStatus: (next) => seen.push(next),
        sleep,
      },
      new AbortController().signal,
    )
    expect(result).toBe(account)
    expect(seen.map((next) => next.state)).toEqual(['loading', 'loading', 'loading', 'ready'])
    expect(sleep).toHaveBeenCalledTimes(3)
    expect(sleep).toHaveBeenCalledWith(STATUS_POLL_MS, expect.anything())
    expect(fetchUserInfo).toHaveBeenCalledTimes(1)
  })

  it("fails with the server's reason when the load fails, without fetching user data", async () => {
    const fetchUserInfo = vi.fn(async () => account)
    const reason = 'API call failed with status: 500'
    await expect(
      processCloud(
        {
          startRefresh: async () =>
            status('loading', [
              ['categories', 0],
              ['waiting', 0],
              ['waiting', 0],
            ]),
          readStatus: async () =>
            status(
              'failed',
              [
                ['failed', 0],
                ['failed', 0],
                ['failed', 0],
              ],
              reason,
            ),
          fetchUserInfo,
          sleep: noSleep,
        },
        new AbortController().signal,
      ),
    ).rejects.toThrow(reason)
    expect(fetchUserInfo).not.toHaveBeenCalled()
  })

  it('treats a ready snapshot with a failed latest load as a failure', async () => {
    await expect(
      processCloud(
        {
          startRefresh: async () =>
            status(
              'ready',
              [
                ['done', 1],
                ['done', 1],
                ['done', 1],
              ],
              'x',
            ),
          readStatus: vi.fn(),
          fetchUserInfo: vi.fn(),
          sleep: noSleep,
        },
        new AbortController().signal,
      ),
    ).rejects.toThrow('x')
  })

  it('stops polling when aborted', async () => {
    const controller = new AbortController()
    const readStatus = vi.fn(async () =>
      status('loading', [
        ['items', 1],
        ['waiting', 0],
        ['waiting', 0],
      ]),
    )
    const running = processCloud(
      {
        startRefresh: readStatus,
        readStatus,
        fetchUserInfo: vi.fn(),
        onStatus: () => controller.abort(new DOMException('gone', 'AbortError')),
      },
      controller.signal,
    )
    await expect(running).rejects.toThrow('gone')
    expect(readStatus).toHaveBeenCalledTimes(1)
  })
})

describe('describeProgress', () => {
  it('names each list, its phase and its count so far', () => {
    const rows = describeProgress(
      status('loading', [
        ['done', 45],
        ['items', 7],
        ['waiting', 0],
      ]),
    )
    expect(rows).toEqual([
      { type: 'movie', label: 'Filmes', phase: 'Concluído', items: 45, active: false },
      { type: 'series', label: 'Séries', phase: 'Carregando', items: 7, active: true },
      { type: 'live', label: 'Canais', phase: 'Aguardando', items: 0, active: false },
    ])
    expect(describeProgress(null)).toEqual([])
  })
})
