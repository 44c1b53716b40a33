import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { formatClock } from '@/lib/programme-time'
import { usePlayerStore } from '@/stores/player-store'
import { fakeOnAir, startFakeGuideApi, type FakeGuideApi } from '@/testing/fake-guide-api'
import { GuidePage } from './guide-page'

// Catch-up in /guia (issue 19) against the fake API over HTTP: Canal 1 keeps a day of archive,
// Canal 2 none.

// Saturday 14 June 2025, 20:10 (the fake server reads the same clock).
const NOW = new Date(2025, 5, 14, 20, 10)
const nowSeconds = NOW.getTime() / 1000
const DAY = 24 * 3600

let api: FakeGuideApi
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  api = await startFakeGuideApi({ channels: 2, archiveDays: (index) => (index === 0 ? 1 : 0) })
})
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  usePlayerStore.getState().close()
  await api.close()
})

async function renderGuide() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <GuidePage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const grid = await screen.findByRole('grid', { name: 'Guia de Programação' })
  act(() => {
    grid.dispatchEvent(new Event('scroll'))
  })
  // Both rows loaded: the programme on now of each.
  await within(grid).findAllByRole('button', { name: /no ar agora/ })
  return grid
}

/** The cell of channel `id`'s programme on at `seconds`. */
const cellAt = (grid: HTMLElement, id: string, seconds: number) => {
  const { start } = fakeOnAir(id, seconds)
  const cell = grid.querySelector<HTMLElement>(
    `[data-row="${Number(id) - 1001}"][data-start="${start}"]`,
  )
  if (!cell) throw new Error(`no cell of ${id} at ${start}`)
  return cell
}

const times = (id: string, seconds: number) => {
  const programme = fakeOnAir(id, seconds)
  return `${formatClock(programme.start)} – ${formatClock(programme.end)}`
}

describe('/guia with catch-up', () => {
  it("marks what an archive channel aired 'Disponível para assistir'; the rest looks as before", async () => {
    const grid = await renderGuide()
    const earlier = nowSeconds - 3600
    const replay = cellAt(grid, '1001', earlier)
    const title = fakeOnAir('1001', earlier).title
    expect(replay).toHaveAccessibleName(
      `${title} ${times('1001', earlier)}, Canal 1. Disponível para assistir`,
    )
    expect(replay).toHaveAttribute('data-catchup', 'replay')
    expect(replay.querySelector('svg')).not.toBeNull()
    expect(replay).not.toHaveAttribute('data-dimmed')

    // The same hour on a channel without archive: dimmed, unmarked, named as before.
    const plain = cellAt(grid, '1002', earlier)
    expect(plain).toHaveAccessibleName(
      `${fakeOnAir('1002', earlier).title} ${times('1002', earlier)}, Canal 2`,
    )
    expect(plain).not.toHaveAttribute('data-catchup')
    expect(plain.querySelector('svg')).toBeNull()
    expect(plain).toHaveAttribute('data-dimmed')
    // What is still to come is never offered.
    expect(cellAt(grid, '1001', nowSeconds + 3600)).not.toHaveAttribute('data-catchup')
  })

  it("plays yesterday's programme from its description's 'Assistir', within the archive's day only", async () => {
    const user = userEvent.setup()
    const grid = await renderGuide()
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }))
    expect(screen.getByText(/^Ontem,/)).toBeInTheDocument()
    // A day back to the minute: the slot after it is inside the archive, the one before is not.
    const inside = await within(grid).findByLabelText(
      new RegExp(`^${fakeOnAir('1001', nowSeconds - DAY + 1800).title} \\d\\d:`),
    )
    expect(inside).toHaveAttribute('data-catchup', 'replay')
    expect(cellAt(grid, '1001', nowSeconds - DAY)).not.toHaveAttribute('data-catchup')

    await user.click(inside)
    const programme = fakeOnAir('1001', nowSeconds - DAY + 1800)
    const dialog = await screen.findByRole('dialog', { name: programme.title })
    expect(dialog).toHaveTextContent('Disponível para assistir')
    const watch = within(dialog).getByRole('button', { name: 'Assistir' })
    expect(watch).toHaveFocus()
    await user.click(watch)
    expect(screen.queryByRole('dialog')).toBeNull()
    const request = usePlayerStore.getState().request
    expect(request).toMatchObject({
      type: 'live',
      id: '1001',
      title: 'Canal 1',
      catchup: programme,
    })
    expect(request?.content).toMatchObject({ stream_id: '1001', tv_archive_days: 1 })
    expect(request?.startAt).toBeUndefined()
  })

  it("offers the programme on now of an archive channel live and 'Assistir do início'", async () => {
    const user = userEvent.setup()
    const grid = await renderGuide()
    const onNow = fakeOnAir('1001', nowSeconds)
    const cell = within(grid).getByRole('button', {
      name: `${onNow.title} ${times('1001', nowSeconds)}, Canal 1, no ar agora. Assistir ou assistir do início`,
    })
    expect(cell).toHaveAttribute('data-catchup', 'restart')

    await user.click(cell)
    let dialog = await screen.findByRole('dialog', { name: onNow.title })
    await user.click(within(dialog).getByRole('button', { name: 'Assistir do início' }))
    expect(usePlayerStore.getState().request).toMatchObject({
      type: 'live',
      id: '1001',
      catchup: onNow,
    })
    usePlayerStore.getState().close()

    await user.click(cell)
    dialog = await screen.findByRole('dialog', { name: onNow.title })
    await user.click(within(dialog).getByRole('button', { name: 'Assistir' }))
    const live = usePlayerStore.getState().request
    expect(live).toMatchObject({ type: 'live', id: '1001' })
    expect(live?.catchup).toBeUndefined()
  })

  it('plays the programme on now of a channel without archive at once, with nothing to restart', async () => {
    const user = userEvent.setup()
    const grid = await renderGuide()
    const cell = cellAt(grid, '1002', nowSeconds)
    expect(cell).not.toHaveAttribute('data-catchup')
    await user.click(cell)
    expect(screen.queryByRole('dialog')).toBeNull()
    const request = usePlayerStore.getState().request
    expect(request).toMatchObject({ type: 'live', id: '1002' })
    expect(request?.catchup).toBeUndefined()
  })

  it('goes back as far as the longest archive offered, two weeks', async () => {
    const user = userEvent.setup()
    await renderGuide()
    const back = screen.getByRole('button', { name: 'Dia anterior' })
    for (let day = 0; day < 14; day++) await user.click(back)
    expect(back).toBeDisabled()
    expect(screen.getByText(/31 de maio/)).toBeInTheDocument()
  })
})
