import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle, whenLoadedAndIdle } from './when-idle'

afterEach(() => vi.unstubAllGlobals())

describe('whenIdle', () => {
  it('runs on idle with the given bound, and not once cancelled', () => {
    const callbacks: Array<() => void> = []
    const requestIdleCallback = vi.fn((run: () => void) => {
      callbacks.push(run)
      return 7
    })
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const run = vi.fn()

    const cancel = whenIdle(run, 1000)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    expect(run).not.toHaveBeenCalled()
    callbacks[0]?.()
    expect(run).toHaveBeenCalledOnce()
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to the next task without requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const ran = vi.fn()
    const cancelled = vi.fn()
    whenIdle(ran)
    whenIdle(cancelled)()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('whenLoadedAndIdle', () => {
  it('waits for the load event before the idle wait, and a cancel before it stops both', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const ran = vi.fn()
    const cancelled = vi.fn()
    whenLoadedAndIdle(ran)
    whenLoadedAndIdle(cancelled)()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).not.toHaveBeenCalled()

    readyState.mockReturnValue('complete')
    window.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    readyState.mockRestore()
  })
})
