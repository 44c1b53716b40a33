import type { CatalogStatus } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { refreshContent, RefreshFailedError } from './refresh-content'

const status = (over: Partial<CatalogStatus>): CatalogStatus => ({
  state: 'ready',
  fetchedAt: '2026-11-22T01:00:00.000Z',
  counts: { movie: 10, series: 5, live: 3 },
  progress: [],
  error: null,
  ...over,
})

/** A fake server: /status answers the scripted states in turn, the last one repeating. */
function server(first: CatalogStatus, afterRefresh: CatalogStatus[]) {
  const seen: string[] = []
  let started = false
  let at = 0
  return {
    seen,
    deps: {
      startRefresh: async () => {
        seen.push('refresh')
        started = true
        return afterRefresh[0] as CatalogStatus
      },
      readStatus: async () => {
        seen.push('status')
        if (!started) return first
        at = Math.min(at + 1, afterRefresh.length - 1)
        return afterRefresh[at] as CatalogStatus
      },
      sleep: async () => undefined,
    },
  }
}

describe('refreshContent', () => {
  it('waits through loading until a new snapshot is served', async () => {
    const fresh = status({ fetchedAt: '2026-11-22T02:00:00.000Z' })
    const fake = server(status({}), [
      status({ state: 'loading' }),
      status({ state: 'loading' }),
      fresh,
    ])
    expect(
      await refreshContent({ ...fake.deps, onStarted: () => fake.seen.push('started') }),
    ).toEqual(fresh)
    expect(fake.seen).toEqual(['status', 'refresh', 'started', 'status', 'status'])
  })

  it('does not take the old snapshot for the new one', async () => {
    const fake = server(status({}), [status({}), status({}), status({ fetchedAt: 'new' })])
    expect((await refreshContent(fake.deps)).fetchedAt).toBe('new')
  })

  it('rejects when the load fails, even if the old snapshot is still served', async () => {
    const failed = server(status({}), [status({ state: 'loading' }), status({ state: 'failed' })])
    await expect(refreshContent(failed.deps)).rejects.toBeInstanceOf(RefreshFailedError)
    const kept = server(status({}), [status({ state: 'loading' }), status({ error: 'Falhou' })])
    await expect(refreshContent(kept.deps)).rejects.toThrow('Falhou')
  })

  it('gives up after its time budget', async () => {
    let clock = 0
    const fake = server(status({}), [status({ state: 'loading' })])
    const run = refreshContent({
      ...fake.deps,
      timeoutMs: 5000,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms
      },
    })
    await expect(run).rejects.toThrow('timeout')
  })
})
