// The floor of a catalogue ingest, run as its own process by catalog-ingest.ts: download the three
// categories and the three big lists at once (as the server does) and JSON.parse them, nothing more.
// Prints one JSON line: { ms, bytes, items }.

const base = process.env.FLOOR_BASE
const user = process.env.FLOOR_USER ?? 'big'
if (!base) throw new Error('FLOOR_BASE is required')

const actions = [
  'get_live_categories',
  'get_vod_categories',
  'get_series_categories',
  'get_vod_streams',
  'get_series',
  'get_live_streams',
]

const started = performance.now()
const results = await Promise.all(
  actions.map(async (action) => {
    const query = new URLSearchParams({ username: user, password: user, action })
    const response = await fetch(`${base}/player_api.php?${query}`)
    const text = await response.text()
    const parsed = JSON.parse(text) as unknown[]
    return { bytes: Buffer.byteLength(text), items: parsed.length }
  }),
)
const ms = performance.now() - started
const sum = (key: 'bytes' | 'items') => results.reduce((total, r) => total + r[key], 0)
console.log(JSON.stringify({ ms, bytes: sum('bytes'), items: sum('items') }))
