import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlayerErrorBoundary } from './player-error-boundary'

const domError = () =>
  Object.assign(new Error("Failed to execute 'removeChild' on 'Node'"), { name: 'NotFoundError' })

/**
 * Throws `error` on every render until the (fake) clock reaches `untilMs`. A clock, not a render
 * count, because React renders a failed component twice before it reaches the boundary.
 */
function makeBomb(error: Error, untilMs: number) {
  const start = Date.now()
  return function Bomb() {
    if (Date.now() - start < untilMs) throw error
    return <p>player ok</p>
  }
}

function renderBoundary(error: Error, untilMs: number, { mobile = false, episode = false } = {}) {
  const Bomb = makeBomb(error, untilMs)
  return render(
    <PlayerErrorBoundary episode={episode} mobile={mobile} onClose={() => {}}>
      <Bomb />
    </PlayerErrorBoundary>,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('PlayerErrorBoundary', () => {
  it('retries a DOM error once by itself after 200 ms', () => {
    renderBoundary(domError(), 100)
    expect(screen.getByText('Erro temporário')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(199))
    expect(screen.queryByText('player ok')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('player ok')).toBeInTheDocument()
  })

  it('shows the interface card when the DOM error comes back, and Corrigir remounts', () => {
    renderBoundary(domError(), 300)
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByText('Erro no player')).toBeInTheDocument()
    expect(screen.getByText('Problema na interface do player')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    fireEvent.click(screen.getByRole('button', { name: 'Corrigir' }))
    expect(screen.getByText('player ok')).toBeInTheDocument()
  })

  it('waits out a 10 s recovery on phones before the card', () => {
    renderBoundary(domError(), 600, { mobile: true, episode: true })
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('Sistema em recuperação')).toBeInTheDocument()
    expect(screen.getByText('Aguarde alguns segundos...')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByText('Erro no episódio')).toBeInTheDocument()
  })

  it('shows any other error at once with Tentar Novamente and Recarregar', () => {
    renderBoundary(new TypeError('x is undefined'), 1)
    expect(screen.getByText('Erro no player de vídeo')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    expect(screen.getByText('player ok')).toBeInTheDocument()
  })
})
