import { STREAM_START_MAX_SECONDS } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logger'
import { createProcessedStreams, processingQuery } from './processed-stream'

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

describe('a processed stream’s end', () => {
  const target = {
    ok: true as const,
    url: new URL('http://panel.example:8080/movie/bob/hunter2/5.mkv'),
    allowedHosts: ['panel.example:8080'],
    claims: {
      t: 'play' as const,
      u: 'user-1',
      c: 'cloud-1',
      k: 'movie' as const,
      i: '5',
      e: 'mkv',
      x: 0,
      r: { v: 'copy' as const, a: 'aac' as const, s: 1 },
    },
  }

  it('releases the viewer’s slot once when the viewer leaves mid-read, and cancels ffmpeg’s output', async () => {
    let cancelled = false
    const output = new ReadableStream<Uint8Array>(
      {
        pull: () => new Promise<void>(() => undefined),
        cancel: () => {
          cancelled = true
        },
      },
      { highWaterMark: 0 },
    )
    const streams = createProcessedStreams({
      transcoder: {
        stream: async () => ({ ok: true, stream: { body: output, contentType: 'video/mp4' } }),
        wouldRefuse: () => false,
      },
      probes: { probe: async () => null, subtitle: async () => '' },
      logger: createLogger({ level: 'silent' }),
    })
    let ends = 0
    const result = await streams.stream(target, 'GET', 0, new AbortController().signal, () => {
      ends += 1
    })
    if ('refused' in result) throw new Error(result.error)
    expect(result.streaming).toBe(true)
    const reader = result.response.body!.getReader()
    const pending = reader.read()
    await reader.cancel()
    expect(await pending).toEqual({ done: true, value: undefined })
    expect(cancelled).toBe(true)
    expect(ends).toBe(1)
  })
})
