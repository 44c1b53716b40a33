import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { failure, PASS, USER, usePanels } from '../../../test/support/test-panel'
import type { FixtureHandler } from '../../../test/support/fixture-server'

const { panel, clientFor } = usePanels()

const XML = '<?xml version="1.0"?><tv><programme channel="a"><title>Olá</title></programme></tv>'

async function text(xml: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = []
  for await (const bytes of xml) parts.push(bytes)
  return Buffer.concat(parts).toString('utf8')
}

// xmltv.php has no action: the panel's '' route answers it.
const guidePanel = (handler: FixtureHandler) => panel({ '': handler })

describe('the xmltv call', () => {
  it('asks xmltv.php for gzip and hands over the XML, plain or gzipped either way', async () => {
    const bodies: Array<[Record<string, string>, Buffer]> = [
      [{}, Buffer.from(XML)],
      [{ 'content-encoding': 'gzip' }, gzipSync(XML)],
      // A cached xmltv.gz served as it is, without Content-Encoding.
      [{ 'content-type': 'application/gzip' }, gzipSync(XML)],
    ]
    for (const [headers, body] of bodies) {
      const fixture = await guidePanel((_req, res) => {
        res.writeHead(200, headers)
        res.end(body)
      })
      expect(await clientFor(fixture).xmltv(text)).toBe(XML)
      const [request] = fixture.requests
      expect(request?.url.pathname).toBe('/xmltv.php')
      expect(request?.url.searchParams.get('username')).toBe(USER)
      expect(request?.url.searchParams.get('password')).toBe(PASS)
      expect(request?.headers['accept-encoding']).toBe('gzip')
    }
  })

  it('stops a gzip bomb at the XML cap and a big gzip at the compressed cap', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20))
    expect(bomb.length).toBeGreaterThan(10_000)
    expect(bomb.length).toBeLessThan(100_000)
    const fixture = await guidePanel((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' })
      res.end(bomb)
    })
    const client = clientFor(fixture)
    expect((await failure(client.xmltv(text, { maxBytes: 1024 * 1024 }))).kind).toBe('too-large')
    expect((await failure(client.xmltv(text, { maxCompressedBytes: 10_000 }))).kind).toBe(
      'too-large',
    )
    const declared = await guidePanel((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(2 ** 30) })
      res.write(bomb.subarray(0, 100))
    })
    const refused = await failure(clientFor(declared).xmltv(text))
    expect(refused.kind).toBe('too-large')
  })

  it('caps a plain guide at the XML cap', async () => {
    const fixture = await guidePanel((_req, res) => {
      res.writeHead(200)
      res.end(Buffer.alloc(3 * 1024 * 1024, 0x20))
    })
    const error = await failure(clientFor(fixture).xmltv(text, { maxBytes: 1024 * 1024 }))
    expect(error.kind).toBe('too-large')
  })

  it('says a truncated or corrupt gzip is an invalid answer', async () => {
    const gzip = gzipSync(randomBytes(200_000))
    const fixture = await guidePanel((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' })
      res.end(gzip.subarray(0, gzip.length - 1000))
    })
    const error = await failure(clientFor(fixture).xmltv(text))
    expect(error).toMatchObject({ kind: 'invalid-answer', code: 'gzip' })
  })

  it('rethrows what the consumer throws, untouched and not retried', async () => {
    const fixture = await guidePanel((_req, res) => void res.end(XML))
    class Refused extends Error {}
    const consume = async (xml: AsyncIterable<Buffer>) => {
      for await (const bytes of xml) if (bytes.length) throw new Refused('no')
    }
    await expect(clientFor(fixture).xmltv(consume)).rejects.toBeInstanceOf(Refused)
    expect(fixture.requests).toHaveLength(1)
  })

  it('retries a failure before the body, never one in the middle of it', async () => {
    let calls = 0
    const flaky = await guidePanel((_req, res) => {
      calls += 1
      if (calls === 1) return void res.writeHead(503).end()
      res.end(XML)
    })
    expect(await clientFor(flaky).xmltv(text)).toBe(XML)
    expect(flaky.requests).toHaveLength(2)

    const cut = await guidePanel((_req, res) => {
      res.writeHead(200, { 'content-length': '100000' })
      res.write(XML)
      setTimeout(() => res.destroy(), 20)
    })
    const error = await failure(clientFor(cut).xmltv(text))
    expect(error).toMatchObject({ kind: 'unreachable', code: 'body' })
    expect(cut.requests).toHaveLength(1)
  })

  it('judges a refusal as the other calls do, and keeps the password out of its message', async () => {
    const fixture = await guidePanel((_req, res) => void res.writeHead(401).end())
    const error = await failure(clientFor(fixture).xmltv(text))
    expect(error.kind).toBe('invalid-credentials')
    expect(error.message).not.toContain(PASS)
  })

  it('gives up at the time budget', async () => {
    const fixture = await guidePanel((_req, res) => {
      res.writeHead(200)
      res.write('<tv>')
    })
    const error = await failure(clientFor(fixture).xmltv(text, { totalTimeoutMs: 200 }))
    expect(error.kind).toBe('timeout')
  })
})
