import { asBody } from '../body'

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined

/** Parses a Range header; several ranges count as unsatisfiable, as panels answer them 416. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || header.includes(',')) return 'unsatisfiable'
  const [, from, to] = match
  if (from === '' && to === '') return 'unsatisfiable'
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/** Serves bytes with Range support: 200 full, 206 partial, 416 for the rest; HEAD gets no body. */
export function serveBytes(request: Request, data: Buffer, contentType: string): Response {
  const size = data.length
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
  }
  const range = parseRange(request.headers.get('range') ?? undefined, size)
  const head = request.method === 'HEAD'
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}` },
    })
  }
  if (!range) {
    return new Response(head ? null : asBody(data), {
      headers: { ...headers, 'content-length': String(size) },
    })
  }
  const length = range.end - range.start + 1
  return new Response(head ? null : asBody(data.subarray(range.start, range.end + 1)), {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(length),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
  })
}
