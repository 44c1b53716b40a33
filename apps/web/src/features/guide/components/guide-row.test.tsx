import { render, screen } from '@testing-library/react'
import type { Programme } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { fakeChannel } from '@/testing/fake-guide-api'
import { GuideRow } from './guide-row'

// Saturday 14 June 2025, 20:10 in seconds; programmes are on the hour around it.
const at = new Date(2025, 5, 14, 20, 10).getTime() / 1000
const HOUR = 3600
const hourFrom = (offset: number, title: string): Programme => {
  const start = new Date(2025, 5, 14, 20 + offset).getTime() / 1000
  return { start, end: start + HOUR, title }
}
const programmes = [
  hourFrom(-1, 'Ciência Hoje'),
  hourFrom(0, 'Jornal da Noite'),
  hourFrom(1, 'Filme: A Volta'),
]
// A programme of five minutes: a block too narrow for its times to show.
const narrow = { start: at + 2 * HOUR - 300, end: at + 2 * HOUR, title: 'Intervalo' }
const day = { from: at - 20 * HOUR, to: at + 4 * HOUR }

function renderRow(archiveDays: number) {
  const channel = { ...fakeChannel(0), tv_archive_days: archiveDays }
  render(
    <div role="grid">
      <div role="row">
        <GuideRow
          index={0}
          row={{ channel, programmes: [...programmes, narrow] }}
          span={day}
          rendered={day}
          at={at}
          columnPx={160}
          heightPx={64}
          tabStop={null}
          onPlay={() => {}}
          onOpen={() => {}}
        />
      </div>
    </div>,
  )
  return screen.getAllByRole('button').filter((button) => button.dataset.start !== undefined)
}

/** A cell's visible text as axe reads it for label-in-name: its text, spaces collapsed. */
const shown = (cell: HTMLElement) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()

describe('GuideRow', () => {
  it('names every programme cell beginning with exactly what it shows (past, now, future)', () => {
    const cells = renderRow(0)
    const state = (cell: HTMLElement) =>
      cell.dataset.onNow ? 'now' : cell.dataset.dimmed ? 'past' : 'future'
    expect(cells.map(state)).toEqual(['past', 'now', 'future', 'future'])
    for (const cell of cells) {
      expect(shown(cell)).toMatch(/^\S.* \d\d:\d\d – \d\d:\d\d$/)
      expect(cell.getAttribute('aria-label')?.startsWith(`${shown(cell)}, Canal 1`)).toBe(true)
    }
    expect(cells[1]).toHaveAccessibleName(`${shown(cells[1]!)}, Canal 1, no ar agora. Assistir`)
    expect(cells[2]).toHaveAccessibleName(`${shown(cells[2]!)}, Canal 1`)
  })

  it('names catch-up cells beginning with exactly what they show (replay, restart)', () => {
    const cells = renderRow(1)
    expect(cells.map((cell) => cell.dataset.catchup)).toEqual([
      'replay',
      'restart',
      undefined,
      undefined,
    ])
    for (const cell of cells) {
      expect(cell.getAttribute('aria-label')?.startsWith(`${shown(cell)}, Canal 1`)).toBe(true)
    }
    expect(cells[0]).toHaveAccessibleName(`${shown(cells[0]!)}, Canal 1. Disponível para assistir`)
    expect(cells[1]).toHaveAccessibleName(
      `${shown(cells[1]!)}, Canal 1, no ar agora. Assistir ou assistir do início`,
    )
  })
})
