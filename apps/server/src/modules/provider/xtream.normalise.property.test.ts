import fc from 'fast-check'
import { describe, it } from 'vitest'
import { ProviderError } from './provider-error'
import { normaliseAccount } from './xtream-account.normalise'
import { normaliseEpg, normaliseSeriesInfo, normaliseVodInfo } from './xtream-info.normalise'
import { normaliseCategories, normaliseSeries, normaliseStreams } from './xtream.normalise'
import { parseBody } from './xtream-answer'

describe('random JSON never throws anything but ProviderError', () => {
  const normalisers: Array<(value: unknown) => unknown> = [
    (v) => normaliseCategories(v),
    (v) => normaliseStreams('live', v),
    (v) => normaliseStreams('movie', v),
    (v) => normaliseSeries(v),
    (v) => normaliseVodInfo(v, '1'),
    (v) => normaliseSeriesInfo(v, '1'),
    (v) => normaliseEpg(v),
    (v) => normaliseAccount(v, 1_700_000_000),
  ]
  const onlyProviderErrors = (fn: () => unknown) => {
    try {
      fn()
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
    }
  }

  it('holds for arbitrary JSON values and provider-shaped objects', () => {
    // Kept small on purpose: generation, not the normalisers, dominates the run time.
    const scalar = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
    )
    const field = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 4 }),
    )
    const keys = fc.constantFrom('stream_id', 'series_id', 'category_id', 'category_ids', 'name')
    const shaped = fc.dictionary(
      fc.oneof(keys, fc.constantFrom('info', 'episodes', 'user_info', 'epg_listings', 'exp_date')),
      fc.oneof(field, fc.array(fc.dictionary(keys, field, { maxKeys: 5 }), { maxLength: 4 })),
      { maxKeys: 6 },
    )
    const anyJson = fc.jsonValue({ maxDepth: 3, depthSize: 'small' })
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped, fc.array(shaped, { maxLength: 4 })), (value) => {
        for (const normalise of normalisers) onlyProviderErrors(() => normalise(value))
      }),
      { numRuns: 2_000 },
    )
  })

  it('holds for arbitrary body text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (body) => {
        onlyProviderErrors(() => parseBody(body))
      }),
      { numRuns: 2_000 },
    )
  })
})
