import { createGunzip } from 'node:zlib'
import { SaxesParser } from 'saxes'
import { request } from 'undici'

// The floor of a guide ingest, run as its own process by guide-ingest.ts: download xmltv.php as the
// server asks for it (gzip), gunzip, decode and parse it with saxes, events seen and dropped.
// Nothing can ingest the same bytes faster. Prints one JSON line: { ms, bytes, programmes }.

const base = process.env.FLOOR_BASE
const user = process.env.FLOOR_USER ?? 'big'
if (!base) throw new Error('FLOOR_BASE is required')

const started = performance.now()
const query = new URLSearchParams({ username: user, password: user })
// undici's request, not fetch: it hands over the bytes as sent, as the server reads them.
const response = await request(`${base}/xmltv.php?${query}`, {
  headers: { 'accept-encoding': 'gzip' },
})
if (response.statusCode !== 200) throw new Error(`xmltv.php: ${response.statusCode}`)
const gzipped = response.headers['content-encoding'] === 'gzip'
const xml = gzipped ? response.body.pipe(createGunzip()) : response.body
const decoder = new TextDecoder('utf-8', { fatal: true })
const parser = new SaxesParser({ xmlns: false, position: false })
let programmes = 0
let bytes = 0
parser.on('opentag', (tag) => {
  if (tag.name === 'programme') programmes += 1
})
parser.on('text', () => undefined)
for await (const chunk of xml) {
  bytes += (chunk as Buffer).length
  parser.write(decoder.decode(chunk as Buffer, { stream: true }))
}
parser.close()
console.log(JSON.stringify({ ms: performance.now() - started, bytes, programmes }))
