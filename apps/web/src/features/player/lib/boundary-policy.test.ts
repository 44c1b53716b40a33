import { describe, expect, it } from 'vitest'
import { classifyBoundaryError, decideBoundary, freshBoundaryMemory } from './boundary-policy'

const domError = () =>
  Object.assign(new Error("Failed to execute 'removeChild' on 'Node'"), { name: 'NotFoundError' })

describe('classifyBoundaryError', () => {
  it('tells DOM errors from the rest', () => {
    expect(classifyBoundaryError(domError())).toBe('dom')
    expect(
      classifyBoundaryError(new Error('The node to be removed is not a child of this node.')),
    ).toBe('dom')
    expect(classifyBoundaryError(new TypeError('x is undefined'))).toBe('player')
    expect(classifyBoundaryError('boom')).toBe('player')
  })
})

describe('decideBoundary', () => {
  it('retries a DOM error once after 200 ms on desktop, then shows the card', () => {
    const first = decideBoundary(freshBoundaryMemory, { kind: 'dom', mobile: false, now: 0 })
    expect(first.decision).toEqual({ action: 'retry', delayMs: 200 })
    const second = decideBoundary(first.memory, { kind: 'dom', mobile: false, now: 500 })
    expect(second.decision).toEqual({ action: 'show' })
  })

  it('waits 500 ms on phones, then a 10 s recovery state', () => {
    const first = decideBoundary(freshBoundaryMemory, { kind: 'dom', mobile: true, now: 0 })
    expect(first.decision).toEqual({ action: 'retry', delayMs: 500 })
    const second = decideBoundary(first.memory, { kind: 'dom', mobile: true, now: 900 })
    expect(second.decision).toEqual({ action: 'recover', ms: 10_000 })
  })

  it('retries again once the 2 s cooldown has passed', () => {
    const first = decideBoundary(freshBoundaryMemory, { kind: 'dom', mobile: false, now: 0 })
    expect(
      decideBoundary(first.memory, { kind: 'dom', mobile: false, now: 2_001 }).decision.action,
    ).toBe('retry')
  })

  it('shows other errors directly', () => {
    expect(
      decideBoundary(freshBoundaryMemory, { kind: 'player', mobile: true, now: 0 }).decision,
    ).toEqual({ action: 'show' })
  })
})
