import type { GuideStatus, Programme, ProgrammeDetail } from '@myflix/shared'
import type { GuideIndex, GuideSource, GuideStore } from '../../src/modules/guide/guide.types'

/** Programmes with descriptions by epg id, each list by start. */
export type FakeGuide = Record<string, ProgrammeDetail[]>

/** An in-memory guide index over `guide`, as a real store's would answer. */
export function fakeGuideIndex(guide: FakeGuide): GuideIndex {
  const titles = (list: ProgrammeDetail[]): Programme[] =>
    list.map(({ start, end, title }) => ({ start, end, title }))
  const on = <T extends Programme>(list: T[], at: number) =>
    list.find((p) => p.start <= at && at < p.end) ?? null
  return {
    updatedAt: 0,
    channels: Object.keys(guide).length,
    programmes: Object.values(guide).reduce((sum, list) => sum + list.length, 0),
    has: (epgId) => epgId in guide,
    nowNext(epgId, at) {
      const list = titles(guide[epgId] ?? [])
      const now = on(list, at)
      return { now, next: list.find((p) => p.start > at && p !== now) ?? null }
    },
    range: (epgId, from, to) =>
      titles(guide[epgId] ?? []).filter((p) => p.end > from && p.start < to),
    *onNow(at) {
      for (const [epgId, list] of Object.entries(guide)) {
        const now = on(list, at)
        if (now) yield [epgId, { start: now.start, end: now.end, title: now.title }]
      }
    },
  }
}

/**
 * A store with `guide` ready (or none, with `index: null`), recording the sources it was asked
 * about. `source` is what its status says the programmes come from.
 */
export function fakeGuideStore(
  guide: FakeGuide | null,
  source: GuideStatus['source'] = 'xmltv',
): GuideStore & { asked: GuideSource[] } {
  const index = guide ? fakeGuideIndex(guide) : null
  const asked: GuideSource[] = []
  return {
    asked,
    async status(from) {
      asked.push(from)
      return {
        state: index ? 'ready' : 'none',
        source: index ? source : null,
        updated_at: index ? 0 : null,
        channels: index?.channels ?? 0,
        programmes: index?.programmes ?? 0,
        error: null,
      }
    },
    async index(from) {
      asked.push(from)
      return index
    },
    async details(_scope, epgId, from, to) {
      return (guide?.[epgId] ?? []).filter((p) => p.end > from && p.start < to)
    },
    close: async () => undefined,
  }
}
