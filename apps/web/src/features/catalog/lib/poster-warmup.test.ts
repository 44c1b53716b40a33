import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath } from '@myflix/shared'
import { prefetchPosters } from '@/lib/cache/poster-prefetch'
import { warmPosters } from './poster-warmup'

vi.mock('@/lib/cache/poster-prefetch', () => ({ prefetchPosters: vi.fn() }))

/** Each call to the prefetch waits until the test lets it finish. */
const finishers: Array<() => void> = []
beforeEach(() => {
  finishers.length = 0
  vi.mocked(prefetchPosters).mockReset()
  vi.mocked(prefetchPosters).mockImplementation(
    () => new Promise<number>((resolve) => finishers.push(() => resolve(0))),
  )
})

/** A poster of our image proxy. */
const poster = (token: string) => routePath(apiPaths.media.image, { token })

/** Lets queued work run: the warmup's own wait for an idle moment is a timeout in jsdom too. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}
const urlsOf = () => vi.mocked(prefetchPosters).mock.calls.map(([urls]) => urls)

// The module keeps its "already warmed" lists for the whole document: each test uses its own keys.
describe('warmPosters', () => {
  it('warms one list at a time, and each list once', async () => {
    warmPosters('a', [poster('a')])
    warmPosters('b', [poster('b')])
    warmPosters('a', [poster('a')])
    await settle()
    expect(urlsOf()).toEqual([[poster('a')]])
    finishers[0]?.()
    await settle()
    expect(urlsOf()).toEqual([[poster('a')], [poster('b')]])
    finishers[1]?.()
    await settle()
    expect(prefetchPosters).toHaveBeenCalledTimes(2)
  })

  it('drops a list cancelled while waiting, so it can be queued again', async () => {
    warmPosters('c', [poster('c')])
    const cancelD = warmPosters('d', [poster('d')])
    await settle()
    cancelD()
    finishers[0]?.()
    await settle()
    expect(urlsOf()).toEqual([[poster('c')]])
    warmPosters('d', [poster('d2')])
    await settle()
    expect(urlsOf()).toEqual([[poster('c')], [poster('d2')]])
    finishers[1]?.()
  })

  it('stops a list under way when cancelled, and does not warm it again', async () => {
    const cancel = warmPosters('e', [poster('e')])
    await settle()
    const signal = vi.mocked(prefetchPosters).mock.calls[0]?.[1]?.signal
    expect(signal?.aborted).toBe(false)
    cancel()
    expect(signal?.aborted).toBe(true)
    finishers[0]?.()
    await settle()
    warmPosters('e', [poster('e')])
    await settle()
    expect(prefetchPosters).toHaveBeenCalledTimes(1)
  })

  it('survives React’s development double effect (cancel and queue again in one go)', async () => {
    const cancel = warmPosters('f', [poster('f')])
    cancel()
    warmPosters('f', [poster('f')])
    await settle()
    expect(urlsOf()).toEqual([[poster('f')]])
    expect(vi.mocked(prefetchPosters).mock.calls[0]?.[1]?.signal?.aborted).toBe(false)
    finishers[0]?.()
  })

  it('starts the first list only after the page has loaded and the main thread is idle', async () => {
    vi.resetModules()
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    try {
      const fresh = await import('./poster-warmup')
      fresh.warmPosters('g', [poster('g')])
      await settle()
      expect(prefetchPosters).not.toHaveBeenCalled()
      window.dispatchEvent(new Event('load'))
      await settle()
      expect(prefetchPosters).not.toHaveBeenCalled()
      idle.forEach((run) => run())
      await settle()
      expect(urlsOf()).toEqual([[poster('g')]])
      finishers[0]?.()
    } finally {
      readyState.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})
