import type { TranscodeStream } from '../../src/modules/transcode/transcode.types'

/** Every byte a transcoded stream gives, read to its end. */
export async function readAll(stream: TranscodeStream): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of stream.body) parts.push(chunk)
  return Buffer.concat(parts)
}
