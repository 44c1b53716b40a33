import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { usePlayerStore } from '@/stores/player-store'
import { fakeOnAir, startFakeGuideApi, type FakeGuideApi } from '@/testing/fake-guide-api'
import { formatClock } from '@/lib/programme-time'
import { GuidePage } from './guide-page'

// Several screens' worth of requests and renders each: room on a loaded machine.
const SLOW = { timeout: 15_000 }

// A fixed clock mid-slot (the fake server reads the same one): Saturday 14 June 2025, 20:10.
const NOW = new Date(2025, 5, 14, 20, 10)
const nowSeconds = NOW.getTime() / 1000
const midnight = new Date(2025, 5, 14).getTime() / 1000
const tomorrow = new Date(2025, 5, 15).getTime() / 1000

let api: FakeGuideApi
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  // jsdom lays nothing out: the grid's scroll box is 1000 × 600 for the virtualisers.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
})
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  usePlayerStore.getState().close()
  await api?.close()
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
  // The grid scrolled itself to now on opening; the virtualisers hear it as a browser's would.
  act(() => {
    grid.dispatchEvent(new Event('scroll'))
  })
  return grid
}

/** The guide windows asked for, as their query. */
const windows = () =>
  api.requests
    .filter((request) => request.startsWith('/api/guide/window?'))
    .map((request) => new URLSearchParams(request.split('?')[1]))

const onNowName = (id: string, channel: string) => {
  const now = fakeOnAir(id, nowSeconds)
  const times = `${formatClock(now.start)} – ${formatClock(now.end)}`
  return `${now.title} ${times}, ${channel}, no ar agora. Assistir`
}

describe('/guia', () => {
  it('shows channels down, the day across from now, the programme on now and a now line', async () => {
    api = await startFakeGuideApi({ channels: 5 })
    const grid = await renderGuide()
    expect(screen.getByText('Hoje, sábado, 14 de junho')).toBeInTheDocument()
    const channel = await within(grid).findByRole('rowheader', { name: 'Canal 1' })
    expect(within(channel).getByRole('button', { name: 'Assistir 1 Canal 1' })).toBeInTheDocument()
    const onNow = await within(grid).findByLabelText(onNowName('1001', 'Canal 1'))
    expect(onNow.tagName).toBe('BUTTON')
    expect(onNow).toHaveAttribute('data-on-now')
    expect(within(grid).getAllByRole('row')).toHaveLength(6)
    expect(within(grid).getByRole('columnheader', { name: '20:00' })).toBeInTheDocument()
    const line = screen.getByTestId('now-line')
    expect(line).toHaveAttribute('aria-hidden', 'true')
    // 20:10 is 20 h 10 min into the day at 4 px a minute, after the 224 px channel column.
    expect(line.style.left).toBe(`${224 + (20 * 60 + 10) * 4}px`)
    // Blocks are as wide as their half hour.
    expect(onNow.parentElement?.style.width).toBe('120px')
  })

  it(
    'fetches only the pages and chunks on screen, 50 channels × 6 h at a time, with 20,000 channels',
    SLOW,
    async () => {
      api = await startFakeGuideApi({ channels: 20_000 })
      const grid = await renderGuide()
      await within(grid).findByLabelText(onNowName('1001', 'Canal 1'))
      expect(within(grid).getAllByRole('row').length).toBeLessThan(30)
      expect(grid).toHaveAttribute('aria-rowcount', '20001')
      const asked = windows()
      expect(asked.every((query) => query.get('limit') === '50')).toBe(true)
      expect(asked.every((query) => query.get('offset') === '0')).toBe(true)
      expect(asked.every((q) => Number(q.get('to')) - Number(q.get('from')) === 6 * 3600)).toBe(
        true,
      )
      // The evening chunk holding now, and one neighbour at most: never the whole day.
      const chunks = new Set(asked.map((query) => query.get('from')))
      expect(chunks.has(String(midnight + 18 * 3600))).toBe(true)
      expect(chunks.size).toBeLessThanOrEqual(2)

      // Down to channel 12,001: only its page is asked for.
      grid.scrollTop = 40 + 12_000 * 64
      act(() => {
        grid.dispatchEvent(new Event('scroll'))
      })
      await within(grid).findByLabelText(onNowName('13001', 'Canal 12001'))
      const offsets = new Set(windows().map((query) => query.get('offset')))
      expect(offsets).toEqual(new Set(['0', '11950', '12000']))
    },
  )

  it('plays the channel of a programme on now; another programme opens its description', async () => {
    const user = userEvent.setup()
    api = await startFakeGuideApi({ channels: 3 })
    const grid = await renderGuide()
    await user.click(await within(grid).findByLabelText(onNowName('1002', 'Canal 2')))
    expect(usePlayerStore.getState().request).toMatchObject({ type: 'live', id: '1002' })
    expect(usePlayerStore.getState().request?.channels).toHaveLength(3)
    usePlayerStore.getState().close()

    const later = fakeOnAir('1002', nowSeconds + 3600)
    const times = `${formatClock(later.start)} – ${formatClock(later.end)}`
    await user.click(within(grid).getByLabelText(new RegExp(`^${later.title} [^,]+, Canal 2\\b`)))
    const dialog = await screen.findByRole('dialog', { name: later.title })
    expect(dialog).toHaveTextContent(times)
    expect(dialog).toHaveTextContent('Canal 2')
    expect(await within(dialog).findByText(`Descrição de ${later.title}.`)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Assistir' })).not.toBeInTheDocument()
    expect(usePlayerStore.getState().request).toBeNull()
  })

  it('moves a day forward and back to now, and filters by category', SLOW, async () => {
    const user = userEvent.setup()
    api = await startFakeGuideApi({
      channels: 6,
      categories: [
        { id: '1', name: 'Notícias', count: 3 },
        { id: '2', name: 'Esportes', count: 3 },
      ],
    })
    const grid = await renderGuide()
    await within(grid).findByLabelText(onNowName('1001', 'Canal 1'))
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }))
    expect(screen.getByText('Amanhã, domingo, 15 de junho')).toBeInTheDocument()
    await waitFor(() =>
      expect(windows().some((query) => Number(query.get('from')) >= tomorrow)).toBe(true),
    )
    expect(screen.queryByTestId('now-line')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Agora' }))
    expect(screen.getByText('Hoje, sábado, 14 de junho')).toBeInTheDocument()
    expect(screen.getByTestId('now-line')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Esportes')
    const sports = await screen.findByRole('grid', { name: 'Guia de Programação' })
    act(() => {
      sports.dispatchEvent(new Event('scroll'))
    })
    await within(sports).findByRole('rowheader', { name: 'Canal 4' })
    expect(within(sports).queryByRole('rowheader', { name: 'Canal 1' })).not.toBeInTheDocument()
    expect(windows().some((query) => query.get('category') === '2')).toBe(true)
  })

  it('moves between programmes with the arrow keys', async () => {
    api = await startFakeGuideApi({ channels: 3 })
    const grid = await renderGuide()
    const onNow = await within(grid).findByLabelText(onNowName('1001', 'Canal 1'))
    // Entering the grid lands on the programme on now.
    expect(onNow).toHaveAttribute('tabindex', '0')
    expect(within(grid).getByRole('button', { name: 'Assistir 1 Canal 1' })).toHaveAttribute(
      'tabindex',
      '-1',
    )
    act(() => onNow.focus())
    const next = fakeOnAir('1001', nowSeconds + 1800)
    fireEvent.keyDown(onNow, { key: 'ArrowRight' })
    expect(document.activeElement).toHaveAccessibleName(
      new RegExp(`^${next.title} [^,]+, Canal 1\\b`),
    )
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    const below = fakeOnAir('1002', nowSeconds + 1800)
    expect(document.activeElement).toHaveAccessibleName(
      new RegExp(`^${below.title} [^,]+, Canal 2\\b`),
    )
    expect(document.activeElement).toHaveAttribute('tabindex', '0')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(within(grid).getByLabelText(onNowName('1001', 'Canal 1')))
    // ↑ from the first row and ← from a channel are left to the page's spatial navigation.
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })).toBe(true)
    const channel = within(grid).getByRole('button', { name: 'Assistir 1 Canal 1' })
    act(() => channel.focus())
    expect(fireEvent.keyDown(channel, { key: 'ArrowLeft' })).toBe(true)
    expect(fireEvent.keyDown(channel, { key: 'ArrowDown' })).toBe(false)
    expect(document.activeElement).toHaveAccessibleName('Assistir 2 Canal 2')
  })

  it('says when the guide is not loaded, or failed with its reason, and still lists the channels', async () => {
    api = await startFakeGuideApi({
      channels: 2,
      status: {
        state: 'failed',
        source: null,
        updated_at: null,
        channels: 0,
        programmes: 0,
        error: 'O guia do provedor é grande demais.',
      },
      withoutGuide: () => true,
    })
    const grid = await renderGuide()
    expect(await screen.findByText('O guia do provedor é grande demais.')).toBeInTheDocument()
    expect(screen.getByText('Programação indisponível')).toBeInTheDocument()
    expect(await within(grid).findByRole('rowheader', { name: 'Canal 2' })).toBeInTheDocument()
    expect(within(grid).queryByLabelText(/no ar agora/)).not.toBeInTheDocument()
  })

  it('explains a guide never loaded', async () => {
    api = await startFakeGuideApi({
      channels: 1,
      status: {
        state: 'none',
        source: null,
        updated_at: null,
        channels: 0,
        programmes: 0,
        error: null,
      },
    })
    await renderGuide()
    expect(
      await screen.findByText(/A programação desta nuvem ainda não está disponível/),
    ).toBeInTheDocument()
  })
})
