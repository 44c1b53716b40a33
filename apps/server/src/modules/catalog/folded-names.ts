import { grown } from '../../lib/typed-arrays'

// A list's names as search reads them: folded (lower case, accents removed) and joined into one
// string, each after a separator. They are folded as the list arrives and joined in batches, so no
// string is kept per name (issue 22: 450,000 names held ~22 MB as strings until the index was
// built, and as much again once folded).

const COMBINING_MARKS = /\p{M}/gu
const ASCII = /^[\x20-\x7e]*$/

/** Lower case without accents: 'Ação' → 'acao'. Searches and names meet in this form. */
export function foldText(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase()
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

/** Ends every name in the joined text; one inside a name or a query reads as a space. */
export const SEPARATOR = '\u0000'

/** Names joined in one batch: a few hundred strings for the largest list. */
const BATCH = 1024

/**
 * The folded names joined, each after a SEPARATOR and the last one followed by one, and the offset
 * of each name's first character (the text's length less one last).
 */
export interface FoldedNames {
  readonly text: string
  readonly starts: Uint32Array
}

export class FoldedNamesBuilder {
  private readonly batches: string[] = []
  private batch: string[] = []
  private starts = new Uint32Array(1024)
  private count = 0
  private offset = 1

  get size(): number {
    return this.count
  }

  push(name: string): void {
    const folded = foldText(name).replaceAll(SEPARATOR, ' ')
    if (this.count + 1 === this.starts.length)
      this.starts = grown(this.starts, this.starts.length * 2)
    this.starts[this.count] = this.offset
    this.offset += folded.length + 1
    this.count += 1
    this.batch.push(folded)
    if (this.batch.length === BATCH) {
      this.batches.push(this.batch.join(SEPARATOR))
      this.batch = []
    }
  }

  finish(): FoldedNames {
    if (this.batch.length > 0) this.batches.push(this.batch.join(SEPARATOR))
    this.batch = []
    // One join makes the text flat at once: concatenated, it would be copied again on first read.
    const text =
      this.count === 0 ? SEPARATOR + SEPARATOR : ['', ...this.batches, ''].join(SEPARATOR)
    this.batches.length = 0
    const starts = this.starts.slice(0, this.count + 1)
    starts[this.count] = this.offset
    return { text, starts }
  }
}

/** Names already in a list, folded and joined. */
export function foldNames(names: Iterable<string>): FoldedNames {
  const builder = new FoldedNamesBuilder()
  for (const name of names) builder.push(name)
  return builder.finish()
}
