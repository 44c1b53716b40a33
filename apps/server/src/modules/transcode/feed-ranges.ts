import type { IncomingMessage } from 'node:http'
import { header, type UpstreamAnswer } from '../media/media-upstream'

/**
 * The whole resource's size an answer gives: a Content-Range's total (a 206, or a 416 that says
 * `bytes *\/N`), else a whole 200's length. Undefined when it does not say.
 */
export function resourceSize(answer: UpstreamAnswer): number | undefined {
  const total = /\/(\d+)$/.exec(header(answer.headers, 'content-range') ?? '')?.[1]
  if (total !== undefined) return Number(total)
  const length = header(answer.headers, 'content-length')
  return answer.status === 200 && length && /^\d+$/.test(length) ? Number(length) : undefined
}

/**
 * The answer to a Range that starts exactly at the end of the resource, which a provider rightly
 * refuses (416): an empty 206 at that offset. ffmpeg 4.1 skips an AVI's trailing index by seeking
 * there, over HTTP when the skip is longer than its socket's receive buffer; a 416 fails that seek,
 * and the AVI demuxer then reads the index's entries as video frames (a 62 s remux came out with
 * 38.8 s of empty frames after its end, docs/decisions.md). The size comes from the refusal, or,
 * from a panel whose refusal does not say it, from the feed's earlier answers (`knownSize`). Null
 * for any other refusal.
 */
export function endOfResource(
  req: IncomingMessage,
  answer: UpstreamAnswer,
  knownSize: number | undefined,
): Record<string, string> | null {
  const size = resourceSize(answer) ?? knownSize
  const start = /^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1]
  if (size === undefined || start === undefined || Number(start) !== size) return null
  return {
    'content-type': 'application/octet-stream',
    'content-length': '0',
    'accept-ranges': 'bytes',
    // Not a satisfiable range in HTTP's terms: what ffmpeg reads its offset and size from.
    'content-range': `bytes ${size}-${size - 1}/${size}`,
  }
}
