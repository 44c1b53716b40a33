import type { ServerResponse } from 'node:http'
import { startLoopbackServer } from './loopback-server'

// A hostile panel for tests only: every title's name and plot are megabytes long, and every row and
// info carries a "__proto__" key. The long texts are written as they are sent, from one small
// buffer, so the test process holds none of the hundreds of megabytes it serves.

export interface OversizedPanelOptions {
  /** Titles in each of the three lists. */
  titles: number
  /** Bytes of each name and each plot on the wire (rounded up to whole 64 KB chunks). */
  textBytes: number
  /** Categories of each type; every title is in all of them. Default 1. */
  categories?: number
}

/**
 * The text a long field repeats: accents, and a surrogate pair that straddles the 512-character
 * name limit (511 is the 8th of its 9 code units), so a careless cut would leave half of it.
 */
export const TEXT_UNIT = 'Ação ab\u{1F600}'

const PROTO = '"__proto__":{"polluted":true,"is_adult":1,"name":"Poluído"}'
const CHUNK = Buffer.from(TEXT_UNIT.repeat(Math.ceil((64 * 1024) / TEXT_UNIT.length)))

/** Parts of a JSON answer: text as it is, or a number of bytes of TEXT_UNIT written lazily. */
type Part = string | { bytes: number }

/** Writes a chunk, then waits for the socket to take it (or to close). */
async function write(res: ServerResponse, chunk: string | Buffer): Promise<void> {
  if (res.write(chunk)) return
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done)
      resolve()
    }
    res.on('drain', done).on('close', done)
  })
}

async function send(res: ServerResponse, parts: Part[]): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/json' })
  for (const part of parts) {
    if (typeof part === 'string') await write(res, part)
    else
      for (let sent = 0; sent < part.bytes && !res.destroyed; sent += CHUNK.length)
        await write(res, CHUNK)
    if (res.destroyed) return
  }
  res.end()
}

export async function startOversizedPanel({
  titles,
  textBytes,
  categories = 1,
}: OversizedPanelOptions) {
  const big = { bytes: textBytes }
  const ids = Array.from({ length: categories }, (_, n) => n + 1)
  const state = { requests: [] as string[] }

  /** One title row; `idKey` is stream_id or series_id. */
  const row = (idKey: string, id: number): Part[] => [
    `{${PROTO},"${idKey}":${id},"category_id":"1","category_ids":[${ids.join(',')}],"rating":"7","stream_icon":"https://img.example/${id}.jpg","name":"`,
    big,
    '","plot":"',
    big,
    '"}',
  ]
  const list = (idKey: string, first: number): Part[] => [
    '[',
    ...Array.from({ length: titles }, (_, n) => [
      ...(n > 0 ? [','] : []),
      ...row(idKey, first + n),
    ]).flat(),
    ']',
  ]
  const categoryList = (): Part[] => [
    '[',
    ...ids
      .map((id): Part[] => [
        `${id > 1 ? ',' : ''}{${PROTO},"category_id":"${id}","category_name":"`,
        big,
        '"}',
      ])
      .flat(),
    ']',
  ]
  const answers: Record<string, () => Part[]> = {
    '': () => [
      `{"user_info":{${PROTO},"auth":1,"status":"Active","username":"demo","exp_date":null,"max_connections":"1"},`,
      `"server_info":{${PROTO},"timezone":"`,
      big,
      '"}}',
    ],
    get_live_categories: categoryList,
    get_vod_categories: categoryList,
    get_series_categories: categoryList,
    get_live_streams: () => list('stream_id', 1),
    get_vod_streams: () => list('stream_id', 1001),
    get_series: () => list('series_id', 2001),
    get_vod_info: () => [
      `{${PROTO},"info":{${PROTO},"name":"`,
      big,
      '","plot":"',
      big,
      '","cast":"',
      big,
      '"},"movie_data":{"stream_id":1001,"container_extension":"mp4"}}',
    ],
    get_series_info: () => [
      `{"info":{${PROTO},"name":"`,
      big,
      `"},"episodes":{"1":[{${PROTO},"id":"1","episode_num":1,"title":"`,
      big,
      `","info":{${PROTO},"plot":"`,
      big,
      '"}}]}}',
    ],
  }

  const server = await startLoopbackServer((req, res) => {
    const action = new URL(req.url ?? '/', 'http://panel').searchParams.get('action') ?? ''
    state.requests.push(action)
    const answer = answers[action]
    if (!answer) return void res.writeHead(404).end()
    send(res, answer()).catch(() => res.destroy())
  })
  return { ...server, state }
}
