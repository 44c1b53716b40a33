import { describe, expect, it } from 'vitest'
import { createImageHealth } from './image-health'

function health(
  now: { ms: number },
  overrides: { maxDeadImages?: number; maxHosts?: number } = {},
) {
  return createImageHealth({
    deadTtlMs: 60_000,
    maxDeadImages: overrides.maxDeadImages ?? 100,
    failureThreshold: 3,
    coolDownMs: 10_000,
    maxHosts: overrides.maxHosts ?? 100,
    now: () => now.ms,
  })
}

describe('image health', () => {
  it('remembers a dead image until its time is up, and only so many', () => {
    const clock = { ms: 0 }
    const images = health(clock, { maxDeadImages: 2 })
    images.rememberDead('http://a/1.png', 404, 'gone')
    expect(images.deadImage('http://a/1.png')).toEqual({
      status: 404,
      error: 'gone',
      until: 60_000,
    })
    clock.ms = 59_999
    expect(images.deadImage('http://a/1.png')).toBeDefined()
    clock.ms = 60_000
    expect(images.deadImage('http://a/1.png')).toBeUndefined()

    images.rememberDead('http://a/1.png', 502, 'x')
    images.rememberDead('http://a/2.png', 502, 'x')
    images.rememberDead('http://a/3.png', 502, 'x')
    // The oldest went first.
    expect(images.deadImage('http://a/1.png')).toBeUndefined()
    expect(images.deadImage('http://a/3.png')).toBeDefined()
  })

  it('opens a host after consecutive failures, lets one probe through after the cool-down', () => {
    const clock = { ms: 0 }
    const hosts = health(clock)
    hosts.hostFailed('dead:80')
    hosts.hostFailed('dead:80')
    expect(hosts.admit('dead:80')).toEqual({ state: 'closed' })
    hosts.hostFailed('dead:80')
    expect(hosts.admit('dead:80')).toEqual({ state: 'open', retryAt: 10_000 })
    // Other hosts are not concerned.
    expect(hosts.admit('alive:80')).toEqual({ state: 'closed' })

    clock.ms = 10_000
    expect(hosts.admit('dead:80')).toEqual({ state: 'probe' })
    // While the probe runs, everyone else is still refused.
    expect(hosts.admit('dead:80')).toEqual({ state: 'open', retryAt: 10_000 })
    // A failed probe opens it again for a whole cool-down.
    hosts.hostFailed('dead:80')
    expect(hosts.admit('dead:80')).toEqual({ state: 'open', retryAt: 20_000 })

    clock.ms = 20_000
    expect(hosts.admit('dead:80')).toEqual({ state: 'probe' })
    hosts.hostAnswered('dead:80')
    expect(hosts.admit('dead:80')).toEqual({ state: 'closed' })
  })

  it('counts consecutive failures only: an answer in between starts over', () => {
    const hosts = health({ ms: 0 })
    hosts.hostFailed('h:80')
    hosts.hostFailed('h:80')
    hosts.hostAnswered('h:80')
    hosts.hostFailed('h:80')
    hosts.hostFailed('h:80')
    expect(hosts.admit('h:80')).toEqual({ state: 'closed' })
  })

  it('lets another probe through when one ended without a verdict', () => {
    const clock = { ms: 0 }
    const hosts = health(clock)
    for (let i = 0; i < 3; i += 1) hosts.hostFailed('h:80')
    clock.ms = 10_000
    expect(hosts.admit('h:80')).toEqual({ state: 'probe' })
    hosts.releaseProbe('h:80')
    expect(hosts.admit('h:80')).toEqual({ state: 'probe' })
  })
})
