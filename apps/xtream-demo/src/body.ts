/**
 * A byte view typed as a fetch body. Node's Buffers are `Uint8Array<ArrayBufferLike>`, which the DOM
 * typings (pulled in by projects that also load playwright) refuse as BodyInit; this shares the same
 * memory, without copying a possibly large list.
 */
export function asBody(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength)
}
