import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { demoCatalogue, type TimeshiftRecord } from '@myflix/xtream-demo'
import {
  catchupMinutes,
  catchupStreamStart,
  type ChannelNowNext,
  type ContinueItem,
  type GuideSchedule,
} from '@myflix/shared'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { guideRow } from '../support/guide-grid'
import { addDemoCloud, guideReady, signedInPage } from '../support/signed-in-user'
import { closePlayer } from '../support/player'

// Issue 19: catch-up against the demo panel. The demo records every timeshift request it answers,
// read on its panel clock (São Paulo), so each test checks the moment the panel was asked for
// against the programme the guide names: a start written in the wrong timezone lands hours away.
// The `demo` line (XUI) answers only timeshift.php (MPEG-TS); the `xc` line (XC2) the REST
// playlist, which the probe prefers.
const facts = demoCatalogue().facts
let app: TestApp
let browser: Browser
let page: Page

beforeAll(async () => {
  app = await startTestApp({ DEMO_PROVIDER_CONTROL: 'true' })
  browser = await launchBrowser()
  page = await signedInPage(browser, app)
  await addDemoCloud(page, app)
  await guideReady(page)
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

async function api<T>(on: Page, path: string): Promise<T> {
  const body = (await (await on.request.get(path)).json()) as { success: boolean; data: T }
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`)
  return body.data
}

/** What the demo panel was asked for, newest last. */
async function timeshifts(stream: number): Promise<TimeshiftRecord[]> {
  const answer = await page.request.get('/demo-xtream/_control/timeshift')
  const records = (await answer.json()) as TimeshiftRecord[]
  return records.filter((record) => record.stream === stream)
}

/** Waits for a timeshift request of the channel besides those already seen, and answers it. */
async function nextTimeshift(stream: number, seen: number): Promise<TimeshiftRecord> {
  let found: TimeshiftRecord | undefined
  await expect
    .poll(
      async () => {
        found = (await timeshifts(stream))[seen]
        return found !== undefined
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found!
}

const overlay = (on: Page = page) => on.getByTestId('player-overlay')

/** Mutes the element (so autoplay never depends on sound) and waits for `currentTime` to move on. */
async function expectAdvancing(on: Page = page) {
  const video = on.getByTestId('player-video')
  await video.evaluate((element: HTMLVideoElement) => (element.muted = true))
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
  await on.waitForFunction(
    (from) => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      return element !== null && element.currentTime > from + 1 && element.videoWidth > 0
    },
    start,
    { timeout: 30_000 },
  )
}

async function channelName(id: number): Promise<string> {
  return (await api<{ name: string }>(page, `/api/catalog/live/items/${id}`)).name
}

/** The programme of the channel's guide that a catch-up request starting at `start` plays. */
async function programmeAsked(on: Page, channel: number, record: TimeshiftRecord) {
  const schedule = await api<GuideSchedule>(
    on,
    `/api/guide/channels/${channel}/schedule?from=${record.start}&to=${record.start + 6 * 3600}`,
  )
  return schedule.programmes.find(
    (programme) => catchupStreamStart(programme.start, programme.start) === record.start,
  )
}

describe('catch-up from the guide', () => {
  let title = ''

  it("plays yesterday's programme from /guia, from its beginning, at the moment it aired", async () => {
    const name = await channelName(facts.archiveChannelId)
    await page.goto('/guia')
    const grid = page.getByRole('grid', { name: 'Guia de Programação' })
    await grid.locator('[data-on-now]').first().waitFor()
    await page.getByRole('button', { name: 'Dia anterior' }).click()
    const row = await guideRow(grid, name)
    // Yesterday opens at its morning: the second programme there began on that day.
    const cell = row.locator('[data-catchup="replay"]').nth(1)
    const label = (await cell.getAttribute('aria-label')) ?? ''
    expect(label).toMatch(/Disponível para assistir$/)
    const seen = (await timeshifts(facts.archiveChannelId)).length
    await cell.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Disponível para assistir').waitFor()
    await dialog.getByRole('button', { name: 'Assistir', exact: true }).click()

    await overlay().waitFor()
    const record = await nextTimeshift(facts.archiveChannelId, seen)
    const programme = await programmeAsked(page, facts.archiveChannelId, record)
    expect(programme, JSON.stringify(record)).toBeDefined()
    title = programme!.title
    expect(label).toContain(title)
    expect(record.start).toBeLessThan(Date.now() / 1000 - 3600)
    expect(record.minutes).toBe(catchupMinutes(record.start, programme!.end))
    expect(record).toMatchObject({ user: 'demo', form: 'php', ext: 'ts' })
    await expect
      .poll(() => overlay().getByTestId('player-catchup').textContent())
      .toContain(`Gravado: ${title}`)
    await expectAdvancing()
  })

  it('seeks across the programme by asking the panel for the stream at the new point', async () => {
    const seen = (await timeshifts(facts.archiveChannelId)).length
    const first = (await timeshifts(facts.archiveChannelId)).at(-1)!
    const bar = overlay().getByRole('slider', { name: 'Posição do vídeo' })
    await overlay().hover()
    const box = (await bar.boundingBox())!
    // Three quarters in: far past what the first answer has sent.
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2)
    const record = await nextTimeshift(facts.archiveChannelId, seen)
    expect(record.start).toBeGreaterThan(first.start + 10 * 60)
    expect(record.start + record.minutes * 60).toBe(first.start + first.minutes * 60)
    await expectAdvancing()
  })

  it("keeps the programme in 'Continuar Assistindo' and resumes it there", async () => {
    const resumedFrom = (await timeshifts(facts.archiveChannelId)).at(-1)!.start
    await closePlayer(page)
    let item: ContinueItem | undefined
    await expect
      .poll(
        async () => {
          const items = await api<ContinueItem[]>(page, '/api/library/continue')
          item = items.find((entry) => entry.kind === 'catchup')
          return item?.programme?.title
        },
        { timeout: 20_000 },
      )
      .toBe(title)
    expect(item!.programme!.channel_id).toBe(String(facts.archiveChannelId))

    await page.goto('/home')
    const card = page
      .getByRole('region', { name: 'Continuar Assistindo' })
      .getByTestId('continue-card')
      .filter({ hasText: title })
    const seen = (await timeshifts(facts.archiveChannelId)).length
    await card.getByRole('button').first().click()
    const record = await nextTimeshift(facts.archiveChannelId, seen)
    expect(record.start).toBeGreaterThanOrEqual(resumedFrom)
    await expectAdvancing()
    await closePlayer(page)
  })
})

describe("'Assistir do início' and 'Voltar ao vivo'", () => {
  let xcPage: Page

  beforeAll(async () => {
    xcPage = await signedInPage(browser, app)
    await addDemoCloud(xcPage, app, 'xc')
    await guideReady(xcPage)
  })

  it('restarts the programme on now from its beginning, and returns to live', async () => {
    await xcPage.goto(`/details/channel/${facts.archiveChannelId}?play=1`)
    await overlay(xcPage).waitFor()
    await expectAdvancing(xcPage)
    const [onNow] = await api<ChannelNowNext[]>(
      xcPage,
      `/api/guide/now?ids=${facts.archiveChannelId}`,
    )
    expect(onNow?.now).not.toBeNull()
    const seen = (await timeshifts(facts.archiveChannelId)).length
    await overlay(xcPage).hover()
    await overlay(xcPage).getByRole('button', { name: 'Assistir do início' }).click()

    const record = await nextTimeshift(facts.archiveChannelId, seen)
    expect(record).toMatchObject({ user: 'xc', form: 'rest', ext: 'm3u8' })
    expect(record.start).toBe(catchupStreamStart(onNow!.now!.start, onNow!.now!.start))
    await expect
      .poll(() => overlay(xcPage).getByTestId('player-catchup').textContent())
      .toContain(onNow!.now!.title)
    await expectAdvancing(xcPage)
    // The programme's first minutes, not the live edge: the element plays near its start.
    const position = await xcPage
      .getByTestId('player-video')
      .evaluate((video: HTMLVideoElement) => video.currentTime)
    expect(position).toBeLessThan(Date.now() / 1000 - onNow!.now!.start)

    await overlay(xcPage).hover()
    await overlay(xcPage).getByRole('button', { name: 'Voltar ao vivo' }).click()
    await overlay(xcPage).getByTestId('player-catchup').waitFor({ state: 'detached' })
    await expectAdvancing(xcPage)
    await closePlayer(xcPage)
  })

  it('← then OK on the guide strip goes back into the programme on an archive channel', async () => {
    await xcPage.goto(`/details/channel/${facts.archiveHoursChannelId}?play=1`)
    await overlay(xcPage).waitFor()
    await expectAdvancing(xcPage)
    const seen = (await timeshifts(facts.archiveHoursChannelId)).length
    // ← opens the guide strip on the programme on now; OK plays it from its beginning.
    await xcPage.keyboard.press('ArrowLeft')
    await overlay(xcPage).locator('[data-testid="player-guide-strip"][data-place="now"]').waitFor()
    await xcPage.keyboard.press('Enter')
    const record = await nextTimeshift(facts.archiveHoursChannelId, seen)
    expect(record.user).toBe('xc')
    await overlay(xcPage).getByTestId('player-catchup').waitFor()
    await closePlayer(xcPage)
  })
})

describe('a channel without archive', () => {
  it('offers no catch-up: no marks in the guide or its schedule, no restart, ← stays live', async () => {
    const name = await channelName(facts.epgChannelId)
    await page.goto('/guia')
    const grid = page.getByRole('grid', { name: 'Guia de Programação' })
    await grid.locator('[data-on-now]').first().waitFor()
    await page.getByRole('button', { name: 'Dia anterior' }).click()
    const row = await guideRow(grid, name)
    await row.getByRole('gridcell').first().waitFor()
    expect(await row.locator('[data-catchup]').count()).toBe(0)

    await page.goto(`/details/channel/${facts.epgChannelId}`)
    await page.getByRole('heading', { name: 'Programação de hoje' }).waitFor()
    expect(await page.getByText('Disponível para assistir').count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Assistir do início/ }).count()).toBe(0)

    await page.goto(`/details/channel/${facts.epgChannelId}?play=1`)
    await overlay().waitFor()
    await expectAdvancing()
    await overlay().hover()
    expect(await overlay().getByRole('button', { name: 'Assistir do início' }).count()).toBe(0)
    const seen = (await timeshifts(facts.epgChannelId)).length
    await page.keyboard.press('ArrowLeft')
    await expectAdvancing()
    expect(await timeshifts(facts.epgChannelId)).toHaveLength(seen)
    expect(await overlay().getByTestId('player-catchup').count()).toBe(0)
    await closePlayer(page)
  })
})
