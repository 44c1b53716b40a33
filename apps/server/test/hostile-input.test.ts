import { t } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { failure, usePanels } from './support/test-panel'

// Provider answers built to hurt: huge, slow, or not even UTF-8. All on 127.0.0.1.
const { panel, clientFor } = usePanels()

const MB = 1024 * 1024

describe('hostile provider answers', () => {
  it('aborts a 300 MB list at the size cap, with the pt-BR message and bounded memory', async () => {
    let sent = 0
    const chunk = Buffer.from(`{"stream_id":1,"name":"${'x'.repeat(64 * 1024 - 32)}"},`)
    const fixture = await panel({
      get_live_streams: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('[')
        const pump = () => {
          while (sent < 300 * MB && !res.destroyed) {
            sent += chunk.length
            if (!res.write(chunk)) return void res.once('drain', pump)
          }
          res.end(']')
        }
        pump()
      },
    })
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
    const error = await failure(clientFor(fixture, { maxBytes: 8 * MB }).liveStreams())
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)

    expect(error.kind).toBe('too-large')
    expect(error.toUserMessage()).toBe(t('provider.errors.tooLarge'))
    // The provider was cut off long before its 300 MB: reading stopped at the cap.
    console.info(
      `300 MB list: ${(sent / MB).toFixed(0)} MB sent, RSS +${((peak - before) / MB).toFixed(0)} MB`,
    )
    expect(sent).toBeLessThan(100 * MB)
    expect(peak - before).toBeLessThan(96 * MB)
  })

  it('refuses a declared length over the cap without reading the body', async () => {
    const fixture = await panel({
      get_vod_streams: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 300 * MB })
        res.write('[')
      },
    })
    const started = Date.now()
    const error = await failure(clientFor(fixture, { maxBytes: 8 * MB }).vodStreams())
    expect(error.kind).toBe('too-large')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('cuts a provider that trickles its headers one byte at a time', async () => {
    const fixture = await panel({
      get_series: (req, res) => {
        const head = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n[]'
        const socket = res.socket!
        let at = 0
        const timer = setInterval(() => {
          if (at >= head.length || socket.destroyed) return clearInterval(timer)
          socket.write(head[at++] as string)
        }, 100)
        req.on('close', () => clearInterval(timer))
      },
    })
    const started = Date.now()
    const error = await failure(
      clientFor(fixture, { headersTimeoutMs: 500, totalTimeoutMs: 1_000, retries: 0 }).series(),
    )
    expect(error.kind).toBe('timeout')
    expect(error.toUserMessage()).toBe(t('provider.errors.timeout'))
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('cuts a body that trickles one byte at a time within the whole-call budget', async () => {
    const fixture = await panel({
      get_vod_categories: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        const timer = setInterval(() => res.write(' '), 50)
        res.on('close', () => clearInterval(timer))
      },
    })
    const started = Date.now()
    const error = await failure(
      clientFor(fixture, { totalTimeoutMs: 800, retries: 0 }).vodCategories(),
    )
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('turns invalid UTF-8 into replacement characters and lone surrogates into escaped JSON', async () => {
    const body = Buffer.concat([
      Buffer.from('[{"stream_id":1,"name":"Caf'),
      Buffer.from([0xe9, 0xff, 0xfe]),
      Buffer.from(
        '","category_id":"1"},{"stream_id":2,"name":"\\ud800 meio par","category_id":"1"},',
      ),
      Buffer.from('{"stream_id":3,"name":"'),
      Buffer.from([0xc3]),
      Buffer.from('","category_id":"1"}]'),
    ])
    const fixture = await panel({
      get_live_streams: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(body)
      },
    })
    const items = await clientFor(fixture).liveStreams()
    const list = Array.isArray(items) ? items : (items as { items: unknown[] }).items
    expect(list).toHaveLength(3)
    const names = list.map((item) => (item as { name: string }).name)
    expect(names[0]).toContain('Caf')
    expect(names[0]).toContain('\ufffd')
    for (const name of names) {
      expect(typeof name).toBe('string')
      // What we send the browser is valid JSON that reads back to the same text.
      expect(JSON.parse(JSON.stringify(name))).toBe(name)
    }
    // A lone surrogate is kept, but JSON.stringify escapes it, so the JSON the browser gets is
    // well-formed UTF-8 (it renders as a replacement glyph) and PostgreSQL never sees it raw.
    const wire = JSON.stringify(list)
    expect(Buffer.from(wire, 'utf8').toString('utf8')).toBe(wire)
    expect(wire).toContain('\\ud800')
  })
})
