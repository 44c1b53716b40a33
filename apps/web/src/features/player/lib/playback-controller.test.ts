import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCircuitBreaker } from './circuit-breaker'
import {
  createPlaybackController,
  type AttemptOutcome,
  type PlayCandidate,
} from './playback-controller'
import type { PlayerMachineState } from './player-machine'

const candidates: PlayCandidate[] = [
  { url: '/s/a', ext: 'mp4' },
  { url: '/s/b', ext: 'mkv' },
  { url: '/s/c', ext: 'avi' },
]

function setup(
  outcomes: (url: string, call: number) => AttemptOutcome | 'hang',
  list = candidates,
  startDelayMs?: number,
) {
  const breaker = createCircuitBreaker()
  const tried: string[] = []
  const aborted: string[] = []
  const states: PlayerMachineState[] = []
  const controller = createPlaybackController({
    candidates: list,
    breaker,
    onChange: (state) => states.push(state),
    startDelayMs,
    attempt: (candidate, signal) => {
      tried.push(candidate.url)
      signal.addEventListener('abort', () => aborted.push(candidate.url))
      const outcome = outcomes(candidate.url, tried.length)
      if (outcome === 'hang') return new Promise(() => {})
      return Promise.resolve(outcome)
    },
  })
  return { controller, breaker, tried, aborted, states }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('playback controller', () => {
  it('waits 500 ms before the first setup, then plays and resets the attempts', async () => {
    const { controller, tried } = setup((url) => (url === '/s/b' ? 'playing' : 'failed'))
    controller.start()
    expect(controller.getState().phase).toBe('initializing')
    await vi.advanceTimersByTimeAsync(499)
    expect(tried).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(tried).toEqual(['/s/a'])
    expect(controller.getState()).toMatchObject({ phase: 'retrying', attempts: 1, index: 1 })
    await vi.advanceTimersByTimeAsync(500)
    expect(tried).toEqual(['/s/a', '/s/b'])
    expect(controller.getState()).toMatchObject({ phase: 'idle', attempts: 0, playing: true })
  })

  it("sets a zap's first candidate up after its own delay, and its retries after 500 ms", async () => {
    const { controller, tried } = setup(
      (url) => (url === '/s/b' ? 'playing' : 'failed'),
      candidates,
      0,
    )
    controller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(tried).toEqual(['/s/a'])
    await vi.advanceTimersByTimeAsync(499)
    expect(tried).toEqual(['/s/a'])
    await vi.advanceTimersByTimeAsync(1)
    expect(tried).toEqual(['/s/a', '/s/b'])
    expect(controller.getState().playing).toBe(true)
  })

  it('gives a candidate 8 s to start, then tears it down and moves to the next', async () => {
    const { controller, tried, aborted } = setup((url) => (url === '/s/a' ? 'hang' : 'playing'))
    controller.start()
    await vi.advanceTimersByTimeAsync(500 + 7_999)
    expect(tried).toEqual(['/s/a'])
    expect(aborted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(aborted).toEqual(['/s/a'])
    await vi.advanceTimersByTimeAsync(500)
    expect(tried).toEqual(['/s/a', '/s/b'])
    expect(controller.getState().playing).toBe(true)
  })

  it('walks the candidates in order, cycling, and stops with the error after 5 attempts', async () => {
    const { controller, tried, states } = setup(() => 'failed')
    controller.start()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tried).toEqual(['/s/a', '/s/b', '/s/c', '/s/a', '/s/b'])
    expect(controller.getState()).toMatchObject({ phase: 'error', error: { kind: 'unavailable' } })
    expect(states.filter((s) => s.phase === 'retrying')).toHaveLength(4)
  })

  it('opens the breaker after 5 failures: the next setup is blocked for 10 s, then starts by itself', async () => {
    let healthy = false
    const { controller, tried } = setup(() => (healthy ? 'playing' : 'failed'))
    controller.start()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(tried).toHaveLength(5)
    healthy = true
    controller.start()
    expect(controller.getState()).toMatchObject({ phase: 'error', error: { kind: 'breaker' } })
    await vi.advanceTimersByTimeAsync(7_000)
    expect(tried).toHaveLength(5)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(tried).toHaveLength(6)
    expect(controller.getState()).toMatchObject({ phase: 'idle', playing: true })
  })

  it('a manual retry resets an open breaker at once', async () => {
    let healthy = false
    const { controller, tried } = setup(() => (healthy ? 'playing' : 'failed'))
    controller.start()
    await vi.advanceTimersByTimeAsync(5_000)
    healthy = true
    controller.retry()
    expect(controller.getState().phase).toBe('initializing')
    await vi.advanceTimersByTimeAsync(500)
    expect(tried).toHaveLength(6)
    expect(controller.getState().playing).toBe(true)
  })

  it('drops a stream the browser cannot decode and offers it for an external player', async () => {
    const { controller, tried } = setup(
      (url) => (url === '/s/b' ? 'unsupported' : 'failed'),
      [candidates[0]!, candidates[1]!],
    )
    controller.start()
    await vi.advanceTimersByTimeAsync(10_000)
    // a, b (unsupported, out of rotation), then a until 5 failed attempts.
    expect(tried).toEqual(['/s/a', '/s/b', '/s/a', '/s/a', '/s/a', '/s/a'])
    expect(controller.getState().error).toEqual({ kind: 'unsupported', url: '/s/b' })
  })

  it('ends at once when every candidate is undecodable', async () => {
    const { controller, tried } = setup(() => 'unsupported', [candidates[2]!])
    controller.start()
    await vi.advanceTimersByTimeAsync(500)
    expect(tried).toEqual(['/s/c'])
    expect(controller.getState().error).toEqual({ kind: 'unsupported', url: '/s/c' })
  })

  it('stops at once, without blaming the player, when our server is converting all it can', async () => {
    const { controller, tried, breaker } = setup(() => 'busy', [candidates[0]!])
    controller.start()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tried).toEqual(['/s/a'])
    expect(controller.getState()).toMatchObject({
      phase: 'error',
      playing: false,
      error: { kind: 'busy', url: '/s/a' },
    })
    // Five busy answers in a row do not open the breaker (start, unlike retry, does not reset it).
    for (let i = 0; i < 5; i++) {
      controller.start()
      await vi.advanceTimersByTimeAsync(500)
    }
    expect(tried).toHaveLength(6)
    expect(breaker.canAttempt()).toBe(true)
  })

  it('counts a failure after playback started and sets the next candidate up', async () => {
    const { controller, tried, aborted } = setup(() => 'playing')
    controller.start()
    await vi.advanceTimersByTimeAsync(500)
    controller.reportFailure()
    expect(aborted).toEqual(['/s/a'])
    expect(controller.getState()).toMatchObject({ phase: 'retrying', attempts: 1, index: 1 })
    await vi.advanceTimersByTimeAsync(500)
    expect(tried).toEqual(['/s/a', '/s/b'])
    expect(controller.getState()).toMatchObject({ attempts: 0, playing: true })
  })

  it('emergency recovery shows recovering for 3 s, then clears the breaker error', async () => {
    const { controller } = setup(() => 'failed')
    controller.start()
    await vi.advanceTimersByTimeAsync(5_000)
    controller.start()
    expect(controller.getState().error?.kind).toBe('breaker')
    controller.recover()
    expect(controller.getState().phase).toBe('recovering')
    await vi.advanceTimersByTimeAsync(2_999)
    expect(controller.getState().phase).toBe('recovering')
    await vi.advanceTimersByTimeAsync(1)
    expect(controller.getState()).toMatchObject({ phase: 'idle', error: null })
  })

  it('ends on the provider-down error when the provider does not answer, and keeps it after a recovery', async () => {
    const { controller, tried } = setup(() => 'unreachable')
    controller.start()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tried).toHaveLength(5)
    expect(controller.getState()).toMatchObject({ phase: 'error', error: { kind: 'unreachable' } })
    controller.recover()
    expect(controller.getState().phase).toBe('recovering')
    await vi.advanceTimersByTimeAsync(3_000)
    // Never a black screen: the answer stays, with its retry and close.
    expect(controller.getState()).toMatchObject({ phase: 'error', error: { kind: 'unreachable' } })
  })

  it('says unavailable, not provider down, when the last failure was the file itself', async () => {
    const { controller } = setup((_url, call) => (call < 5 ? 'unreachable' : 'failed'))
    controller.start()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(controller.getState().error).toEqual({ kind: 'unavailable' })
  })

  it('stop tears the engine down and ignores an attempt that settles later', async () => {
    let settle: (outcome: AttemptOutcome) => void = () => {}
    const breaker = createCircuitBreaker()
    const controller = createPlaybackController({
      candidates,
      breaker,
      onChange: () => {},
      attempt: () => new Promise((resolve) => (settle = resolve)),
    })
    controller.start()
    await vi.advanceTimersByTimeAsync(500)
    controller.stop()
    settle('failed')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(controller.getState()).toMatchObject({ phase: 'idle', attempts: 0 })
    expect(breaker.canAttempt()).toBe(true)
  })
})
