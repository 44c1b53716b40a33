import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  apiPaths,
  routePath,
  type CatalogStatus,
  type GuideSchedule,
  type ProgrammeDetail,
} from '@myflix/shared'
import { createQueryClient } from '@/lib/query-client'
import { addDays, formatClock, localDayRange, unixNow } from '@/lib/programme-time'
import { usePlayerStore } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { DetailsPage } from './details-page'

// A channel's details against our API over HTTP: the title, and its guide for the day.
const plainChannel = testItem('5', {
  type: 'live',
  name: 'TV Cinco',
  // A channel has no synopsis: the server fills in the spec's default.
  plot: 'Sinopse não disponível',
  container_extension: null,
})
let channel = plainChannel
const status: CatalogStatus = {
  state: 'ready',
  fetchedAt: null,
  counts: { movie: 0, series: 0, live: 1 },
  progress: [],
  error: null,
}
const ITEM_PATH = routePath(apiPaths.catalog.item, { type: 'live', id: '5' })
const SCHEDULE_PATH = routePath(apiPaths.guide.schedule, { id: '5' })
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } })

let programmes: ProgrammeDetail[] = []
let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname === routePath(apiPaths.catalog.status, {})) return ok(status)
    if (url.pathname === ITEM_PATH) return ok(channel)
    if (url.pathname === SCHEDULE_PATH) {
      const schedule: GuideSchedule = { id: '5', programmes }
      return ok(schedule)
    }
    return { status: 404, body: { success: false, error: url.pathname } }
  })
})
afterAll(() => server.close())

/** Three programmes around now: one that has ended, the one on, one to come. */
function aroundNow(): ProgrammeDetail[] {
  const now = unixNow()
  return [
    { start: now - 3_600, end: now - 600, title: 'Bom Dia', description: 'As notícias da manhã.' },
    { start: now - 600, end: now + 1_200, title: 'Jornal', description: 'Tudo o que acontece.' },
    { start: now + 1_200, end: now + 4_800, title: 'Futebol', description: '' },
  ]
}

function renderChannel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DetailsPage types={['live']} id="5" />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  server.requests.length = 0
  channel = plainChannel
})
afterEach(() => usePlayerStore.getState().close())

describe("a channel's details with the guide", () => {
  it("shows 'Programação de hoje' instead of the missing synopsis, 'Agora' on the programme on now", async () => {
    programmes = aroundNow()
    renderChannel()
    const schedule = await screen.findByTestId('channel-schedule')
    expect(within(schedule).getByRole('heading')).toHaveTextContent('Programação de hoje')
    await within(schedule).findByText('Jornal')
    expect(screen.queryByText('Sinopse não disponível')).toBeNull()

    const rows = within(schedule).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.state)).toEqual(['past', 'now', 'future'])
    expect(rows[1]).toHaveAttribute('aria-current', 'true')
    expect(rows[1]).toHaveTextContent(`${formatClock(programmes[1]!.start)}JornalAgora`)
    expect(rows[0]).toHaveAttribute('data-dimmed')
    expect(rows[2]).not.toHaveTextContent('Agora')

    // The user's local day, midnight to midnight.
    const { from, to } = localDayRange()
    expect(server.requests).toContain(`GET ${SCHEDULE_PATH}?from=${from}&to=${to}`)
  })

  it('says which programme began the evening before, so two 23:00 rows are told apart', async () => {
    const { from } = localDayRange()
    programmes = [
      { start: from - 3_600, end: from + 3_600, title: 'Sessão da Noite', description: '' },
      { start: from + 3_600, end: from + 7_200, title: 'Madrugada', description: '' },
    ]
    renderChannel()
    const schedule = await screen.findByTestId('channel-schedule')
    await within(schedule).findByText('Sessão da Noite')
    const rows = within(schedule).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent(`${formatClock(from - 3_600)}dia anterior`)
    expect(rows[1]).not.toHaveTextContent('dia anterior')
  })

  it('opens a description whole on a click', async () => {
    programmes = aroundNow()
    const user = userEvent.setup()
    renderChannel()
    const row = await screen.findByRole('button', { name: /Bom Dia/ })
    expect(row).toHaveAttribute('aria-expanded', 'false')
    expect(within(row).getByTestId('programme-description')).toHaveClass('line-clamp-1')
    await user.click(row)
    expect(row).toHaveAttribute('aria-expanded', 'true')
    expect(within(row).getByTestId('programme-description')).not.toHaveClass('line-clamp-1')
    // A programme without a description is no button.
    expect(screen.queryByRole('button', { name: /Futebol/ })).toBeNull()
  })

  it("keeps the spec's 'Sinopse não disponível' when the guide has nothing for the channel", async () => {
    programmes = []
    renderChannel()
    expect(await screen.findByText('Sinopse não disponível')).toBeInTheDocument()
    expect(server.requests.some((request) => request.includes(SCHEDULE_PATH))).toBe(true)
    expect(screen.queryByTestId('channel-schedule')).toBeNull()
  })
})

describe("a channel's schedule with catch-up (issue 19)", () => {
  const withArchive = (days: number) => ({ ...plainChannel, tv_archive_days: days })

  it("marks what it aired 'Disponível para assistir' and plays it from 'Assistir'", async () => {
    channel = withArchive(2)
    programmes = aroundNow()
    const user = userEvent.setup()
    renderChannel()
    const schedule = await screen.findByTestId('channel-schedule')
    await within(schedule).findByText('Jornal')
    const rows = within(schedule).getAllByRole('listitem')
    expect(rows.map((row) => row.dataset.catchup)).toEqual(['replay', 'restart', undefined])
    expect(rows[0]).toHaveTextContent('Disponível para assistir')
    expect(rows[0]).not.toHaveAttribute('data-dimmed')
    expect(within(rows[2]!).queryByRole('button', { name: /^Assistir/ })).toBeNull()

    const [past] = programmes
    await user.click(
      within(rows[0]!).getByRole('button', {
        name: `Assistir Bom Dia, das ${formatClock(past!.start)} às ${formatClock(past!.end)}`,
      }),
    )
    // The play waits for the channel's category (for ↑/↓ in the player), one request away.
    await waitFor(() => expect(usePlayerStore.getState().request).not.toBeNull())
    const request = usePlayerStore.getState().request
    expect(request).toMatchObject({ type: 'live', id: '5', title: 'TV Cinco', content: channel })
    expect(request?.catchup).toEqual({ start: past!.start, end: past!.end, title: 'Bom Dia' })
    expect(request?.startAt).toBeUndefined()
  })

  it("restarts the programme on now with 'Assistir do início'", async () => {
    channel = withArchive(2)
    programmes = aroundNow()
    const user = userEvent.setup()
    renderChannel()
    await user.click(
      await screen.findByRole('button', { name: 'Assistir do início: TV Cinco, Jornal' }),
    )
    const on = programmes[1]!
    await waitFor(() =>
      expect(usePlayerStore.getState().request).toMatchObject({
        type: 'live',
        id: '5',
        catchup: { start: on.start, end: on.end, title: 'Jornal' },
      }),
    )
  })

  it('goes back a day at a time as far as the archive, and forward to today', async () => {
    channel = withArchive(2)
    programmes = aroundNow()
    const user = userEvent.setup()
    renderChannel()
    const schedule = await screen.findByTestId('channel-schedule')
    const back = within(schedule).getByRole('button', { name: 'Dia anterior' })
    const forward = within(schedule).getByRole('button', { name: 'Próximo dia' })
    expect(forward).toBeDisabled()

    await user.click(back)
    const { from } = localDayRange()
    const yesterday = addDays(from, -1)
    expect(within(schedule).getByRole('heading')).toHaveTextContent(/^Programação — Ontem, /)
    expect(server.requests).toContain(`GET ${SCHEDULE_PATH}?from=${yesterday}&to=${from}`)
    await user.click(back)
    expect(back).toBeDisabled()
    expect(server.requests).toContain(
      `GET ${SCHEDULE_PATH}?from=${addDays(from, -2)}&to=${yesterday}`,
    )
    await user.click(forward)
    await user.click(forward)
    expect(within(schedule).getByRole('heading')).toHaveTextContent('Programação de hoje')
    expect(forward).toBeDisabled()
  })

  it('offers none of it on a channel without archive', async () => {
    programmes = aroundNow()
    renderChannel()
    const schedule = await screen.findByTestId('channel-schedule')
    await within(schedule).findByText('Jornal')
    expect(within(schedule).queryByRole('button', { name: 'Dia anterior' })).toBeNull()
    expect(within(schedule).queryByText('Disponível para assistir')).toBeNull()
    expect(within(schedule).queryByRole('button', { name: /^Assistir/ })).toBeNull()
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((row) => row.dataset.catchup),
    ).toEqual([undefined, undefined, undefined])
  })
})
