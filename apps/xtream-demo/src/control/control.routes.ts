import type { Hono } from 'hono'
import { DEMO_ACCOUNTS } from '../accounts'
import type { ScaleName } from '../catalogue/categories'
import { SCALE_NAMES } from '../catalogue/categories'
import type { DemoCatalogue } from '../catalogue/catalogue'
import type { GuideStreamRecord } from '../guide/guide-meter'
import type { TimeshiftLog } from '../streams/timeshift-log'
import type { ContentOverlay, NewItemInput } from './overlay'

export interface ControlDeps {
  overlay: ContentOverlay
  catalogue(scale: ScaleName): DemoCatalogue
  nowMs(): number
  guideStreams(): GuideStreamRecord[]
  timeshifts: TimeshiftLog
  setSlowMs(ms: number | undefined): void
  /** How far away the panel's VOD answers seem; 0 is here. */
  setMediaLatencyMs(ms: number): void
}

const KINDS = ['movies', 'series', 'channels'] as const
type Kind = (typeof KINDS)[number]

function readInput(body: unknown): NewItemInput | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const fields: Record<string, unknown> = { ...body }
  const { title, name, categoryId, categoryIds, container, epgChannelId } = fields
  const text = typeof title === 'string' ? title : typeof name === 'string' ? name : undefined
  if (!text?.trim()) return undefined
  // `categoryIds` lists an item under several categories (primary first); `categoryId` under one.
  const ids = Array.isArray(categoryIds) ? categoryIds : [categoryId]
  return {
    title: text.trim(),
    categoryIds: ids.filter((id): id is number => Number.isInteger(id)),
    container: container === 'mkv' || container === 'avi' ? container : undefined,
    epgChannelId: typeof epgChannelId === 'string' && epgChannelId ? epgChannelId : undefined,
  }
}

/** Test-only runtime controls; mounted only when the provider is created with `control: true`. */
export function registerControl(app: Hono, deps: ControlDeps): void {
  app.post('/_control/:kind', async (c) => {
    const kind = c.req.param('kind')
    if (kind === 'reset') {
      deps.overlay.reset()
      deps.setSlowMs(undefined)
      deps.setMediaLatencyMs(0)
      deps.timeshifts.clear()
      return c.json({ ok: true })
    }
    if (kind === 'latency' || kind === 'media-latency') {
      const { ms } = (await c.req.json().catch(() => ({}))) as { ms?: unknown }
      if (typeof ms !== 'number' || ms < 0) return c.json({ error: 'ms must be >= 0' }, 400)
      if (kind === 'latency') deps.setSlowMs(ms)
      else deps.setMediaLatencyMs(ms)
      return c.json({ ok: true, ms })
    }
    if (!KINDS.includes(kind as Kind)) return c.json({ error: 'unknown control' }, 404)
    const input = readInput(await c.req.json().catch(() => undefined))
    if (!input) return c.json({ error: 'title is required' }, 400)
    const now = Math.floor(deps.nowMs() / 1000)
    if (kind === 'movies') return c.json(deps.overlay.addMovie(input, now), 201)
    if (kind === 'series') return c.json(deps.overlay.addSeries(input, now).series, 201)
    return c.json(deps.overlay.addChannel(input, now), 201)
  })

  app.delete('/_control/:kind/:id', (c) => {
    const kind = c.req.param('kind') as Kind
    const id = Number(c.req.param('id'))
    if (!KINDS.includes(kind) || !Number.isInteger(id)) return c.json({ error: 'not found' }, 404)
    deps.overlay.remove(kind, id)
    return c.json({ ok: true })
  })

  // The last xmltv.php answers and how far each got: a dropped client must stop the generation.
  app.get('/_control/guide-streams', (c) => c.json(deps.guideStreams()))

  // The last catch-up answers, as the panel read them: tests check the moment a client asked for.
  app.get('/_control/timeshift', (c) => c.json(deps.timeshifts.list()))

  // Lets a test running in another process (e2e) learn the stable ids without importing code.
  app.get('/_control/facts', (c) => {
    const scale = SCALE_NAMES.find((name) => name === c.req.query('scale')) ?? 'small'
    const catalogue = deps.catalogue(scale)
    return c.json({
      seed: catalogue.seed,
      scale,
      counts: catalogue.counts,
      facts: catalogue.facts,
      accounts: DEMO_ACCOUNTS,
    })
  })
}
