// A minimal EBML reader for tests: the top-level layout of a Matroska file (which elements come
// before the first cluster) and its cue points, read from the bytes (Matroska spec, RFC 9559).

const SEGMENT = 0x18538067
const CUES = 0x1c53bb6b
const CUE_POINT = 0xbb
const NAMES = new Map([
  [0x114d9b74, 'SeekHead'],
  [0x1549a966, 'Info'],
  [0x1654ae6b, 'Tracks'],
  [CUES, 'Cues'],
  [0x1f43b675, 'Cluster'],
  [0x1254c367, 'Tags'],
  [0xec, 'Void'],
])

interface Element {
  id: number
  start: number
  end: number
}

/** A variable-length integer at `at`: an element id keeps its length marker, a size drops it. */
function vint(data: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = data[at]!
  const length = Math.clz32(first) - 23
  if (length < 1 || length > 8) throw new Error(`bad EBML number at ${at}`)
  let value = keepMarker ? first : first & (0xff >> length)
  let unknown = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!
    unknown &&= data[at + i] === 0xff
  }
  return { value: !keepMarker && unknown ? Number.POSITIVE_INFINITY : value, length }
}

function elementsIn(data: Buffer, start: number, end: number): Element[] {
  const found: Element[] = []
  for (let at = start; at < end;) {
    const id = vint(data, at, true)
    const size = vint(data, at + id.length, false)
    const body = at + id.length + size.length
    found.push({ id: id.value, start: body, end: Math.min(end, body + size.value) })
    at = body + size.value
  }
  return found
}

export function matroskaLayout(data: Buffer): { topLevel: string[]; cuePoints: number } {
  const segment = elementsIn(data, 0, data.length).find((e) => e.id === SEGMENT)
  if (!segment) throw new Error('no Matroska segment')
  const children = elementsIn(data, segment.start, segment.end)
  const cues = children.find((e) => e.id === CUES)
  return {
    topLevel: children.map((e) => NAMES.get(e.id) ?? e.id.toString(16)),
    cuePoints: cues
      ? elementsIn(data, cues.start, cues.end).filter((e) => e.id === CUE_POINT).length
      : 0,
  }
}
