/** One cue of a WebVTT file, times in seconds on the title's clock. */
export interface SubtitleCue {
  start: number
  end: number
  /** The cue's text as WebVTT has it (its <i>/<b> tags are the browser's to render). */
  text: string
}

/** A film's subtitle is some 100 KB; what is far past that is not one. */
export const SUBTITLE_MAX_CHARS = 4 * 1024 * 1024
export const SUBTITLE_MAX_CUES = 20_000

// hh:mm:ss.ttt or mm:ss.ttt (WebVTT allows both).
const TIME = /^(?:(\d{1,3}):)?(\d{2}):(\d{2})\.(\d{3})$/
const TIMING = /^(\S+)\s+-->\s+(\S+)/

function seconds(stamp: string): number | null {
  const match = TIME.exec(stamp)
  if (!match) return null
  const [, hours, minutes, secs, millis] = match
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000
}

/**
 * The cues of a WebVTT file. Only times and text: the server makes these files from SRT and the
 * like, which carry no cue settings; NOTE, STYLE and REGION blocks, and any block without a valid
 * timing line, are skipped. Bounded in size and count: the file comes from the provider's stream.
 */
export function parseWebVtt(source: string): SubtitleCue[] {
  const text = source.length > SUBTITLE_MAX_CHARS ? source.slice(0, SUBTITLE_MAX_CHARS) : source
  const cues: SubtitleCue[] = []
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n')
    const at = lines.findIndex((line) => line.includes('-->'))
    // A cue's identifier may stand on the line before its timing, nothing else.
    if (at < 0 || at > 1) continue
    const timing = TIMING.exec(lines[at]!.trim())
    const start = timing ? seconds(timing[1]!) : null
    const end = timing ? seconds(timing[2]!) : null
    const body = lines
      .slice(at + 1)
      .join('\n')
      .trim()
    if (start === null || end === null || end <= start || !body) continue
    cues.push({ start, end, text: body })
    if (cues.length >= SUBTITLE_MAX_CUES) break
  }
  return cues
}

/**
 * The cues on the element's clock of a stream that starts `offset` seconds into the title (a
 * remuxed or transcoded stream begins at 0 wherever it was started): earlier cues go, a cue on
 * screen at the start is cut to begin at 0.
 */
export function shiftCues(cues: readonly SubtitleCue[], offset: number): SubtitleCue[] {
  if (offset <= 0) return [...cues]
  const shifted: SubtitleCue[] = []
  for (const cue of cues) {
    if (cue.end <= offset) continue
    shifted.push({ start: Math.max(0, cue.start - offset), end: cue.end - offset, text: cue.text })
  }
  return shifted
}
