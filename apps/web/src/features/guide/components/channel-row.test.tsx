import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ChannelNowNext } from '@myflix/shared'
import { fakeChannel } from '@/testing/fake-guide-api'
import { ChannelRow } from './channel-row'

const local = (hour: number, minute = 0) => new Date(2025, 5, 14, hour, minute).getTime() / 1000

const entry: ChannelNowNext = {
  id: '1001',
  now: { start: local(20, 30), end: local(21, 30), title: 'Jornal da Noite' },
  next: { start: local(21, 30), end: local(23), title: 'Futebol ao Vivo' },
}

function renderRow(props: Partial<Parameters<typeof ChannelRow>[0]> = {}) {
  const onPlay = vi.fn()
  const onRestart = vi.fn()
  render(
    <MemoryRouter>
      <ChannelRow
        channel={fakeChannel(0)}
        entry={entry}
        at={local(20, 45)}
        onPlay={onPlay}
        onRestart={onRestart}
        {...props}
      />
    </MemoryRouter>,
  )
  return Object.assign(onPlay, { onRestart })
}

describe('ChannelRow', () => {
  it('shows the number, name, AO VIVO, the programme on now with its times and progress, and what is next', () => {
    renderRow()
    const row = screen.getByTestId('channel-row')
    expect(row).toHaveTextContent('1')
    expect(row).toHaveTextContent('Canal 1')
    expect(screen.getByText('AO VIVO')).toBeInTheDocument()
    expect(screen.getByText('20:30 – 21:30')).toBeInTheDocument()
    expect(screen.getByTestId('on-now')).toHaveTextContent('Jornal da Noite')
    expect(screen.getByText('A seguir: 21:30 Futebol ao Vivo')).toBeInTheDocument()
    // A quarter of the hour has gone by.
    const bar = row.querySelector<HTMLElement>('[aria-hidden] > span')
    expect(bar?.style.width).toBe('25%')
    const logo = row.querySelector('img')
    expect(logo).toHaveAttribute('loading', 'lazy')
  })

  it('names the row by the channel, the programme and its times, and plays on click or Enter', async () => {
    const user = userEvent.setup()
    const onPlay = renderRow()
    const play = screen.getByRole('button', {
      name: 'Assistir 1 Canal 1 AO VIVO 20:30 – 21:30 Jornal da Noite A seguir: 21:30 Futebol ao Vivo',
    })
    await user.click(play)
    play.focus()
    await user.keyboard('{Enter}')
    expect(onPlay).toHaveBeenCalledTimes(2)
  })

  it('moves on when now has ended, and says so when the guide has nothing', () => {
    renderRow({ at: local(21, 40) })
    expect(screen.getByTestId('on-now')).toHaveTextContent('Futebol ao Vivo')
    expect(screen.queryByText(/A seguir/)).not.toBeInTheDocument()
  })

  it('says when a channel has no programme information', () => {
    renderRow({ entry: undefined })
    expect(screen.getByText('Sem informação de programação')).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: 'Assistir 1 Canal 1 AO VIVO Sem informação de programação',
      }),
    ).toBeInTheDocument()
  })

  it("opens the channel's details from its info button, which only some lists show", () => {
    renderRow()
    expect(screen.getByRole('link', { name: 'Detalhes de Canal 1' })).toHaveAttribute(
      'href',
      '/details/channel/1001',
    )
  })

  it('has no details button where channels are not openable', () => {
    renderRow({ details: false })
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it("offers 'Assistir do início' for the programme on now of a channel with archive", async () => {
    const user = userEvent.setup()
    const { onRestart } = renderRow({ channel: { ...fakeChannel(0), tv_archive_days: 3 } })
    const restart = screen.getByRole('button', {
      name: 'Assistir do início: Canal 1, Jornal da Noite',
    })
    expect(restart).toHaveTextContent('Assistir do início')
    await user.click(restart)
    expect(onRestart).toHaveBeenCalledWith(entry.now)
  })

  it('has nothing to restart on a channel without archive', () => {
    renderRow()
    expect(screen.queryByRole('button', { name: /do início/ })).toBeNull()
  })

  it('has nothing to restart when the guide has no programme on now', () => {
    renderRow({ channel: { ...fakeChannel(0), tv_archive_days: 3 }, entry: undefined })
    expect(screen.queryByRole('button', { name: /do início/ })).toBeNull()
  })
})
