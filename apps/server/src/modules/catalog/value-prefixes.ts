// Addresses in a list share their start: every poster of a panel sits under one or a few folders
// (`http://panel:8080/images/…/`, `https://image.tmdb.org/t/p/w600_and_h900_bestv2/`), ~40 bytes of
// each title's packed values (issue 22). A string value's text up to its last '/' is kept once per
// list, and the value as a mark, the folder's number and the JSON of the rest: `\x01` `3` `"a.jpg"`.
// JSON escapes every control character inside a string, so a raw `\x01` in a packed text is always
// a mark, and JSON's escaping works character by character, so the folder's escaped text followed
// by the rest's is the value's JSON exactly.

/** Starts a value kept as a folder and a rest. */
export const MARK = '\u0001'
/** A folder shorter than this saves too little to name. */
const FOLDER_MIN = 12
/**
 * Folders kept per list. Panels that give each title a folder of its own fill these with the first
 * titles' and name no more, for at most ~0.5 MB.
 */
const FOLDERS_MAX = 4096

/**
 * Wraps a folder's number in a value given to JSON.stringify, which writes DEL as it is, so the
 * number is found in its output (a character past Latin-1 would make the whole text two bytes a
 * character). An item whose own text holds what looks like a tagged value is written whole.
 */
const TAG = '\u007f'
/** A tagged value's start in JSON.stringify's text. */
const OPENING = `"${TAG}`
const DIGITS = /^\d+$/

export class ValuePrefixes {
  /** Each folder's JSON text without its quotes. */
  readonly escaped: string[] = []
  private numbers: Map<string, number> | null = new Map()
  // The folder the value at each place of the last item had: titles come in runs of one folder.
  private readonly lastFolder: string[] = []
  private readonly lastNumber: number[] = []

  /** The packed JSON text of an item's values (`v1,v2,…`); tags them in place. */
  text(values: unknown[]): string {
    let tagged = 0
    let originals: Array<[number, string]> | null = null
    for (let at = 0; at < values.length; at += 1) {
      const value = values[at]
      // Addresses only: a plot's search for a '/' would read all of it.
      if (typeof value !== 'string' || !value.startsWith('http')) continue
      const cut = value.lastIndexOf('/') + 1
      if (cut < FOLDER_MIN) continue
      const number = this.numberAt(at, value, cut)
      if (number === -1) continue
      ;(originals ??= []).push([at, value])
      values[at] = `${TAG}${number}${TAG}${value.slice(cut)}`
      tagged += 1
    }
    const json = JSON.stringify(values)
    if (!originals) return json.slice(1, -1)
    const text = untagged(json, tagged)
    if (text !== null) return text
    for (const [at, value] of originals) values[at] = value
    return JSON.stringify(values).slice(1, -1)
  }

  /** Lets go of what only adding needs. */
  finish(): readonly string[] {
    this.numbers = null
    return this.escaped
  }

  private numberAt(at: number, value: string, cut: number): number {
    const last = this.lastFolder[at]
    if (last?.length === cut && value.startsWith(last)) return this.lastNumber[at] as number
    const folder = value.slice(0, cut)
    const numbers = this.numbers as Map<string, number>
    let number = numbers.get(folder)
    if (number === undefined) {
      if (this.escaped.length === FOLDERS_MAX) return -1
      number = this.escaped.length
      numbers.set(folder, number)
      this.escaped.push(JSON.stringify(folder).slice(1, -1))
    }
    this.lastFolder[at] = folder
    this.lastNumber[at] = number
    return number
  }
}

/**
 * The values of `json` (an array's) with each tagged value's `"`, tag, number, tag made a mark, the
 * number and `"`; null when what looked like a tag was not one of the `tagged` (a list's own text).
 */
function untagged(json: string, tagged: number): string | null {
  let text = ''
  let from = 1
  let marks = 0
  for (let at = json.indexOf(OPENING, from); at !== -1; at = json.indexOf(OPENING, from)) {
    const close = json.indexOf(TAG, at + 2)
    if (close === -1 || close === at + 2 || !DIGITS.test(json.slice(at + 2, close))) return null
    text += `${json.slice(from, at)}${MARK}${json.slice(at + 2, close)}"`
    from = close + 1
    marks += 1
  }
  return marks === tagged ? text + json.slice(from, -1) : null
}

/** A packed text with its folders put back: plain JSON values. */
export function expandValues(values: string, escaped: readonly string[]): string {
  let at = values.indexOf(MARK)
  if (at === -1) return values
  let text = ''
  let from = 0
  while (at !== -1) {
    let end = at + 1
    let number = 0
    for (
      let code = values.charCodeAt(end);
      code >= 48 && code <= 57;
      code = values.charCodeAt(end)
    ) {
      number = number * 10 + code - 48
      end += 1
    }
    // The rest's opening quote is the value's.
    text += `${values.slice(from, at)}"${escaped[number] as string}`
    from = end + 1
    at = values.indexOf(MARK, from)
  }
  return text + values.slice(from)
}
