/// <reference lib="dom" />

// Issue 20's hypothesis, timed in the page: the transcoder's fragmented MP4 fed to a MediaSource
// (fetch, then every chunk appended as it arrives) instead of a progressive `<video src>`, whose
// demuxer reads ~20 frames before it reports metadata. The codec string comes from the stream's
// own init segment (its avcC's profile and level; AAC LC, which is what the server sends).

/**
 * In the page: from the fetch of `src` to the first presented frame of a fresh muted <video> fed
 * through a SourceBuffer, in ms; then the fetch is aborted and the element removed.
 */
export function mseUntilFirstFrame({ src }: { src: string }): Promise<number> {
  const fourCc = (bytes: Uint8Array, name: string, from = 0) => {
    const code = [...name].map((c) => c.charCodeAt(0))
    for (let i = from; i + 4 <= bytes.length; i += 1)
      if (code.every((c, k) => bytes[i + k] === c)) return i
    return -1
  }
  /** The MIME type with codecs once the moov is whole, or null while it is not. */
  const mimeOf = (bytes: Uint8Array) => {
    const moov = fourCc(bytes, 'moov')
    if (moov < 4) return null
    const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(moov - 4)
    if (bytes.length < moov - 4 + size) return null
    const codecs: string[] = []
    const avcC = fourCc(bytes, 'avcC', moov)
    if (avcC >= 0) {
      const hex = (i: number) => bytes[avcC + 5 + i]!.toString(16).padStart(2, '0')
      codecs.push(`avc1.${hex(0)}${hex(1)}${hex(2)}`)
    }
    if (fourCc(bytes, 'mp4a', moov) >= 0) codecs.push('mp4a.40.2')
    return `video/mp4; codecs="${codecs.join(',')}"`
  }
  return new Promise<number>((resolve, reject) => {
    const video = document.createElement('video')
    video.muted = true
    document.body.append(video)
    const source = new MediaSource()
    const leave = new AbortController()
    const started = performance.now()
    const done = () => {
      clearTimeout(timer)
      leave.abort()
      URL.revokeObjectURL(video.src)
      video.removeAttribute('src')
      video.load()
      video.remove()
    }
    const fail = (error: unknown) => {
      done()
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    const timer = setTimeout(() => fail(new Error('no frame in 30 s')), 30_000)
    video.requestVideoFrameCallback(() => {
      resolve(performance.now() - started)
      done()
    })
    video.onerror = () => fail(new Error(`error ${video.error?.code}`))
    source.addEventListener('sourceopen', () => {
      const feed = async () => {
        const response = await fetch(src, { signal: leave.signal })
        const reader = response.body!.getReader()
        let head: Uint8Array<ArrayBuffer> = new Uint8Array(0)
        let buffer: SourceBuffer | null = null
        const append = (bytes: Uint8Array<ArrayBuffer>) =>
          new Promise<void>((appended) => {
            buffer!.addEventListener('updateend', () => appended(), { once: true })
            buffer!.appendBuffer(bytes)
          })
        for (;;) {
          const { done: ended, value } = await reader.read()
          if (ended) return
          if (buffer) {
            await append(value)
            continue
          }
          const joined = new Uint8Array(head.length + value.length)
          joined.set(head)
          joined.set(value, head.length)
          head = joined
          const mime = mimeOf(head)
          if (!mime) continue
          if (!MediaSource.isTypeSupported(mime)) throw new Error(`${mime} not supported`)
          buffer = source.addSourceBuffer(mime)
          await append(head)
        }
      }
      feed().catch((error: unknown) => {
        if (!leave.signal.aborted) fail(error)
      })
    })
    video.src = URL.createObjectURL(source)
    void video.play().catch(() => undefined)
  })
}
