import { STREAM_START_MAX_SECONDS } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { processingQuery } from './processed-stream'

describe('the query of a processed stream or a subtitle', () => {
  it('reads a start in seconds and a subtitle position', () => {
    expect(processingQuery(undefined, undefined)).toEqual({ start: 0, sub: null })
    expect(processingQuery('0', undefined)).toEqual({ start: 0, sub: null })
    expect(processingQuery('180.5', '0')).toEqual({ start: 180.5, sub: 0 })
    expect(processingQuery(String(STREAM_START_MAX_SECONDS), '31')).toEqual({
      start: STREAM_START_MAX_SECONDS,
      sub: 31,
    })
  })

  it('refuses anything else', () => {
    for (const start of [
      '',
      '-1',
      '1e3',
      'abc',
      'NaN',
      'Infinity',
      '0x10',
      ' 5',
      '5.',
      '1.2345',
      String(STREAM_START_MAX_SECONDS + 1),
      '9'.repeat(400),
    ])
      expect(processingQuery(start, undefined), start).toBeNull()
    for (const sub of ['', '-1', '1.5', 'a', '100', '0x1', '１'])
      expect(processingQuery(undefined, sub), sub).toBeNull()
  })
})
