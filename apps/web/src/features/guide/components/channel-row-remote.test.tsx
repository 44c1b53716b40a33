import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { fakeChannel } from '@/testing/fake-guide-api'
import { spatialNavigationInEachTest } from '@/testing/spatial-navigation'
import { CHANNEL_ROW_PX, ChannelRow } from './channel-row'

const boxes = spatialNavigationInEachTest()

/** Three rows of /tv as a remote sees them: each a play button with 'Detalhes' at its right. */
function renderRows() {
  const plays = [vi.fn(), vi.fn(), vi.fn()]
  render(
    <MemoryRouter>
      <main>
        {plays.map((onPlay, index) => (
          <ChannelRow
            key={index}
            channel={fakeChannel(index)}
            entry={undefined}
            at={0}
            onPlay={onPlay}
          />
        ))}
      </main>
    </MemoryRouter>,
  )
  const top = (index: number) => index * (CHANNEL_ROW_PX + 8)
  const play = (index: number) =>
    screen.getByRole('button', { name: new RegExp(`^Assistir ${index + 1} Canal ${index + 1}\\b`) })
  const details = (index: number) =>
    screen.getByRole('link', { name: `Detalhes de Canal ${index + 1}` })
  for (const index of [0, 1, 2]) {
    boxes.place(play(index), { left: 0, top: top(index), width: 800, height: CHANNEL_ROW_PX })
    boxes.place(details(index), { left: 810, top: top(index), width: 120, height: CHANNEL_ROW_PX })
  }
  return { plays, play, details }
}

describe('a /tv row by remote', () => {
  it('is one stop: ↓/↑ move between channels, → reaches its details, Enter plays', async () => {
    const user = userEvent.setup()
    const { plays, play, details } = renderRows()
    play(0).focus()
    await user.keyboard('{ArrowDown}')
    expect(play(1)).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowUp}')
    expect(play(1)).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(plays[1]).toHaveBeenCalledOnce()
    expect(plays[0]).not.toHaveBeenCalled()
    await user.keyboard('{ArrowRight}')
    expect(details(1)).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(details(2)).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(play(2)).toHaveFocus()
  })
})
