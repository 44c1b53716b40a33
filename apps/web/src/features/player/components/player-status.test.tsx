import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { initialPlayerState, type PlayerError } from '../lib/player-machine'
import type { PlayKind } from '../lib/player-texts'
import { PlayerStatus } from './player-status'

function renderStatus(error: PlayerError | null, kind: PlayKind, unavailable?: string) {
  const handlers = { onRetry: vi.fn(), onUnlock: vi.fn(), onClose: vi.fn() }
  render(
    <PlayerStatus
      state={{ ...initialPlayerState, phase: error ? 'error' : 'idle', error }}
      preparing={false}
      requestFailed={false}
      kind={kind}
      unavailable={unavailable}
      buffering={false}
      {...handlers}
    />,
  )
  return handlers
}

describe('PlayerStatus', () => {
  it('says the provider is not answering, for a movie, with retry and close', async () => {
    const { onRetry, onClose } = renderStatus({ kind: 'unreachable' }, 'movie')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('O servidor da nuvem não está respondendo.')
    expect(alert).toHaveTextContent('Não foi possível obter este filme do seu provedor.')
    expect(alert).not.toHaveTextContent(/episódio/)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onRetry).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it.each([
    ['movie', 'Este filme não está disponível no momento.'],
    ['episode', 'Este episódio não está disponível no momento.'],
    ['live', 'Este canal não está disponível no momento.'],
  ] as const)('words the unavailable %s as what it is', (kind, text) => {
    renderStatus({ kind: 'unavailable' }, kind)
    expect(screen.getByRole('alert')).toHaveTextContent(text)
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Desbloquear Interface' })).toBeInTheDocument()
  })

  it('words a catch-up programme that would not play as a programme, not as the channel', () => {
    renderStatus(
      { kind: 'unavailable' },
      'live',
      'Este programa não está disponível para assistir.',
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Este programa não está disponível para assistir.')
    expect(alert).not.toHaveTextContent('Este canal')
  })

  it('never leaves a stopped player with only a retry button', () => {
    renderStatus(null, 'movie')
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
  })
})
