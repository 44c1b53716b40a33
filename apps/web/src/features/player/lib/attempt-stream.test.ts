import { afterEach, describe, expect, it, vi } from 'vitest'
import { probeStream } from './attempt-stream'

afterEach(() => {
  vi.unstubAllGlobals()
})

const answering = (status: number) =>
  vi.fn(async () => new Response(null, { status: status === 200 ? 200 : status }))

describe('probeStream', () => {
  it.each([
    [200, 'exists'],
    [502, 'unreachable'],
    [503, 'unreachable'],
    [504, 'unreachable'],
    [404, 'failed'],
    [429, 'busy'],
  ] as const)('our proxy answering %i → %s', async (status, result) => {
    vi.stubGlobal('fetch', answering(status))
    expect(await probeStream('/api/media/s/x', new AbortController().signal)).toBe(result)
  })

  it('does not blame the provider when our own server is out of reach', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await probeStream('/api/media/s/x', new AbortController().signal)).toBe('failed')
  })
})
