import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import type { RunningProvider } from '../testing/serve'
import { startProvider } from '../testing/serve'
import { guideWindow, programmesBetween } from './programmes'

const NOW = Date.UTC(2026, 10, 26, 10, 40)
let provider: RunningProvider
beforeAll(async () => {
  provider = await startProvider({ now: () => NOW })
})
afterAll(() => provider.close())

/** Counts `<programme ` as the body streams by, keeping only a short carry between chunks. */
async function countProgrammes(body: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder()
  let carry = ''
  let count = 0
  let bytes = 0
  for await (const chunk of body) {
    bytes += chunk.length
    const text = carry + decoder.decode(chunk, { stream: true })
    count += text.match(/<programme /g)?.length ?? 0
    // Keep a tail shorter than the marker, so a marker cut in two is counted once, later.
    const cut = Math.max(text.length - 10, text.lastIndexOf('<programme ') + 1)
    carry = text.slice(cut)
  }
  return { count, bytes }
}

describe('the big account guide', () => {
  it('streams 500,000 to 1,000,000 programmes, as many as the model gives', async () => {
    let expected = 0
    for (const channel of demoCatalogue(undefined, 'big').channels()) {
      if (!channel.epgChannelId) continue
      const { from, to } = guideWindow(channel, NOW / 1000)
      for (const _ of programmesBetween(channel, from, to)) expected++
    }
    expect(expected).toBeGreaterThan(500_000)
    expect(expected).toBeLessThan(1_000_000)
    const res = await fetch(`${provider.base}/xmltv.php?username=big&password=big`, {
      headers: { 'accept-encoding': 'identity' },
    })
    const { count, bytes } = await countProgrammes(res.body!)
    expect(count).toBe(expected)
    expect(bytes).toBeGreaterThan(150 * 1024 * 1024)
  }, 120_000)
})
