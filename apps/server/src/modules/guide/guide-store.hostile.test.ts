import { gzipSync } from 'node:zlib'
import { t } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../../../test/support/databases'
import {
  guideSource,
  guideStoresFor,
  settledStatus,
  GUIDE_HOUR,
  xml,
  xmltvGuide,
} from '../../../test/support/guide-fixture'
import type { GuideAnswer } from '../../../test/support/guide-fixture'
import type { GuideStoreOptions } from './guide-store'

const bomb = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE tv [<!ENTITY a "aaaaaaaaaa">',
  ...Array.from({ length: 9 }, (_, n) => {
    const previous = n === 0 ? 'a' : `e${n - 1}`
    return `<!ENTITY e${n} "${`&${previous};`.repeat(10)}">`
  }),
  ']>',
  '<tv><programme start="20261120120000 +0000" stop="20261120130000 +0000" channel="c0.br"><title>&e8;</title></programme></tv>',
].join('\n')

const good = xmltvGuide('A', 2, 4)
const goodGzip = gzipSync(good)

/** Each a hostile answer, the store options that make it hostile, and the text the user reads. */
const cases: Array<[string, GuideAnswer, GuideStoreOptions, string]> = [
  ['an entity bomb', xml(bomb), {}, t('guide.status.unsafe')],
  [
    'an external entity',
    xml('<?xml version="1.0"?><!DOCTYPE tv [<!ENTITY x SYSTEM "file:///etc/passwd">]><tv>&x;</tv>'),
    {},
    t('guide.status.unsafe'),
  ],
  ['a truncated guide', xml(good.slice(0, good.length - 30)), {}, t('guide.status.invalid')],
  [
    'a truncated gzip',
    xml(goodGzip.subarray(0, goodGzip.length - 20), { 'content-encoding': 'gzip' }),
    {},
    t('guide.status.invalid'),
  ],
  [
    'a Latin-1 guide',
    xml(Buffer.from(good.replace(/Sobre/g, 'Ação'), 'latin1')),
    {},
    t('guide.status.encoding'),
  ],
  [
    'a declared encoding other than UTF-8',
    xml(good.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')),
    {},
    t('guide.status.encoding'),
  ],
  [
    'a gzip declaring a gigabyte',
    (res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(2 ** 30) })
      res.write(Buffer.from([0x1f, 0x8b]))
    },
    {},
    t('guide.status.tooLarge'),
  ],
  ['a guide over the byte cap', xml(good), { maxBytes: 200 }, t('guide.status.tooLarge')],
  ['more programmes than allowed', xml(good), { maxProgrammes: 3 }, t('guide.status.tooLarge')],
  [
    'a panel that never finishes',
    (res) => {
      res.writeHead(200)
      res.write('<tv>')
    },
    { totalTimeoutMs: 300 },
    t('guide.status.timeout'),
  ],
  ['a panel error', (res) => void res.writeHead(500).end(), {}, t('guide.status.failed')],
  ['an HTML page', xml('<html><body>erro</body></html>'), {}, t('guide.status.invalid')],
]

describe.each(testDatabaseKinds())('hostile guides on $name', (kind) => {
  const env = guideStoresFor(kind)

  it.each(cases)(
    '%s fails with a Portuguese status; the guide served before survives',
    async (name, answer, options, text) => {
      const scope = `hostile ${name}`
      const source = guideSource(env.panel, scope)
      env.panel.answer(xml(good))
      const before = env.store()
      await settledStatus(before, source)
      const served = await before.index(source)

      env.panel.answer(answer)
      // Seven hours on, the guide is due: this store fetches the hostile one.
      const later = env.store({ ...options, now: () => Date.now() + 7 * 3_600_000 })
      const status = await settledStatus(later, source, 'failed')
      expect(status).toMatchObject({ source: 'xmltv', programmes: 8, channels: 2, error: text })
      expect(status.error).toMatch(/[ãçõáéíú]/)
      const index = await later.index(source)
      expect(index?.nowNext('c1.br', GUIDE_HOUR).now?.title).toBe('A c1 p2')
      expect(index?.programmes).toBe(served?.programmes)
      const details = await later.details(scope, 'c0.br', GUIDE_HOUR, GUIDE_HOUR + 60)
      expect(details[0]?.description).toBe('Sobre A c0 p2')
    },
  )

  it('without a guide before, a failure says so and sends the browser to get_short_epg', async () => {
    env.panel.answer(xml(bomb))
    const store = env.store()
    const status = await settledStatus(store, guideSource(env.panel, 'never'), 'failed')
    expect(status).toEqual({
      state: 'failed',
      source: 'short-epg',
      updated_at: null,
      channels: 0,
      programmes: 0,
      error: t('guide.status.unsafe'),
    })
    expect(await store.index(guideSource(env.panel, 'never'))).toBeNull()
  })
})
