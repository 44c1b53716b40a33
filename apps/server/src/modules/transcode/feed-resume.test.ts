import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { UpstreamAnswer } from '../media/media-upstream'
import { MAX_RESUMES, resumableSpan, resumingBody, type ResumeDeps } from './feed-resume'

const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))
const STALL_MS = 80

function answer(status: number, headers: Record<string, string>, body: Readable): UpstreamAnswer {
  return { status, headers, body, url: new URL('http://panel.test/movie'), chain: [] }
}

/** The provider's answer from `from`: a 206 of the rest of the file. */
const rest = (from: number) =>
  answer(
    206,
    { 'content-range': `bytes ${from}-${FILE.length - 1}/${FILE.length}` },
    Readable.from([FILE.subarray(from)]),
  )

/** A body that gives `bytes` in 100-byte chunks and then fails, or never says more. */
function cutBody(bytes: Buffer, end: 'fail' | 'silence'): Readable {
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += 100) yield bytes.subarray(at, at + 100)
    if (end === 'fail') throw new Error('socket closed')
    await new Promise(() => undefined)
  }
  return Readable.from(chunks())
}

async function collect(body: AsyncIterable<Buffer>, pauseMs = 0): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of body) {
    parts.push(chunk)
    if (pauseMs) await sleep(pauseMs)
  }
  return Buffer.concat(parts)
}

function relay(
  first: Readable,
  reopen: ResumeDeps['reopen'],
  signal = new AbortController().signal,
) {
  const opened: number[] = []
  const bytes = resumingBody(
    { body: first, chunks: first },
    { from: 0, to: FILE.length - 1 },
    {
      reopen: (from) => {
        opened.push(from)
        return reopen(from)
      },
      stallMs: STALL_MS,
      signal,
    },
  )
  return { bytes, opened }
}

describe("the feed's relay of a provider answer", () => {
  it('says which answers can be asked again, and from which bytes', () => {
    const body = Readable.from([])
    expect(resumableSpan(answer(206, { 'content-range': 'bytes 10-99/100' }, body))).toEqual({
      from: 10,
      to: 99,
    })
    const kinds: Array<Record<string, string>> = [
      { 'accept-ranges': 'bytes' },
      { 'accept-ranges': '0-99' },
      {},
    ]
    for (const ranges of kinds) {
      const whole = { 'content-length': '100', ...ranges }
      expect(resumableSpan(answer(200, whole, body))).toEqual({ from: 0, to: 99 })
    }
    const refused = { 'content-length': '100', 'accept-ranges': 'none' }
    expect(resumableSpan(answer(200, refused, body))).toBeNull()
    expect(resumableSpan(answer(200, { 'accept-ranges': 'bytes' }, body))).toBeNull()
    expect(resumableSpan(answer(206, { 'content-range': 'bytes */100' }, body))).toBeNull()
  })

  it('asks again from where a dropped answer stopped: every byte, once', async () => {
    const { bytes, opened } = relay(cutBody(FILE.subarray(0, 400), 'fail'), async (from) =>
      rest(from),
    )
    expect((await collect(bytes)).equals(FILE)).toBe(true)
    expect(opened).toEqual([400])
  })

  it('asks again when the provider goes silent while the reader waits', async () => {
    const { bytes, opened } = relay(cutBody(FILE.subarray(0, 300), 'silence'), async (from) =>
      rest(from),
    )
    expect((await collect(bytes)).equals(FILE)).toBe(true)
    expect(opened).toEqual([300])
  })

  it('never counts a paused reader as silence', async () => {
    const { bytes, opened } = relay(cutBody(FILE, 'silence'), async (from) => rest(from))
    // Ten chunks, each taken 2.5 stall times after the last: the provider had them all along.
    expect((await collect(bytes, STALL_MS * 2.5)).equals(FILE)).toBe(true)
    expect(opened).toEqual([])
  })

  it('fails when asked again the provider does not start where it stopped, or fails again and again', async () => {
    const whole = () =>
      answer(200, { 'content-length': '1000', 'accept-ranges': 'bytes' }, Readable.from([FILE]))
    const restarted = relay(cutBody(FILE.subarray(0, 400), 'fail'), async () => whole())
    await expect(collect(restarted.bytes)).rejects.toThrow(/answered 200/)
    const failing = relay(cutBody(FILE.subarray(0, 400), 'fail'), async (from) =>
      answer(206, { 'content-range': `bytes ${from}-999/1000` }, cutBody(Buffer.alloc(0), 'fail')),
    )
    await expect(collect(failing.bytes)).rejects.toThrow(/cut/)
    expect(failing.opened).toEqual(Array.from({ length: MAX_RESUMES }, () => 400))
  })

  it('asks nothing again once the reader has gone', async () => {
    const reader = new AbortController()
    const { bytes, opened } = relay(
      cutBody(FILE.subarray(0, 400), 'silence'),
      async (from) => rest(from),
      reader.signal,
    )
    const parts: Buffer[] = []
    await expect(
      (async () => {
        for await (const chunk of bytes) {
          parts.push(chunk)
          if (parts.length === 4) reader.abort()
        }
      })(),
    ).rejects.toThrow(/cut/)
    expect(opened).toEqual([])
  })
})
