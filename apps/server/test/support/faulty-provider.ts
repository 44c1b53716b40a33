import type { ServerResponse } from 'node:http'
import { createDemoProvider } from '@myflix/xtream-demo'
import { startLoopbackServer } from './loopback-server'

/** How the next film-list answers go wrong: cut halfway, or hang after half the bytes. */
export type FaultMode = 'ok' | 'die-mid-body' | 'stall-mid-body'

/**
 * The demo provider behind a plain node:http server on 127.0.0.1, so a test can kill the socket in
 * the middle of a body the way a crashing panel does.
 */
export async function startFaultyProvider() {
  const demo = createDemoProvider({ control: true })
  const state = { mode: 'ok' as FaultMode, vodCalls: 0 }
  const server = await startLoopbackServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const answer = await demo.fetch(new Request(url, { method: req.method }))
    const body = Buffer.from(await answer.arrayBuffer())
    const isVod = url.searchParams.get('action') === 'get_vod_streams'
    if (isVod) state.vodCalls += 1
    if (!isVod || state.mode === 'ok') return send(res, answer, body)
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(body.length),
    })
    res.write(body.subarray(0, Math.floor(body.length / 2)))
    if (state.mode === 'die-mid-body') setTimeout(() => res.socket?.destroy(), 20)
  })
  return { ...server, state }
}

function send(res: ServerResponse, answer: Response, body: Buffer) {
  const headers: Record<string, string> = {}
  answer.headers.forEach((value, name) => {
    if (name !== 'content-encoding' && name !== 'transfer-encoding') headers[name] = value
  })
  headers['content-length'] = String(body.length)
  res.writeHead(answer.status, headers)
  res.end(body)
}
