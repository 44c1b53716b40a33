import type { CatalogItem } from '@myflix/shared'
import { grown } from '../../lib/typed-arrays'
import { COUNT_MAX } from '../provider/text-limits'
import { FoldedNamesBuilder, type FoldedNames } from './folded-names'
import { IdPositions } from './id-positions'
import { PackedItemsWriter, type PackedItems } from './packed-items'

// A list packed as its items arrive from the panel (issue 22): each item is written as JSON at once
// and let go, so no list of objects ever exists, neither in the ingest nor in the index. What the
// index needs of the items (ids, categories, dates, names, the panel's adult flag) is kept beside,
// in typed arrays where it can be.

/** One list of items, packed, before its categories are known. */
export interface PackedList {
  readonly size: number
  readonly items: PackedItems
  /** Position of each id. */
  readonly positions: Pick<IdPositions, 'get' | 'size' | 'bytes'>
  /** The item's category ids (merged over its duplicates), in the order the panel gave them. */
  categoryIds(position: number): string[]
  /** The category ids of items given more than once, whose JSON holds only the first row's. */
  readonly merged: ReadonlyMap<number, string[]>
  readonly added: Float64Array
  readonly flaggedAdult: Uint8Array
  /** The names, folded for search (the search index holds them). */
  readonly names: FoldedNames
}

export class PackedListBuilder {
  private readonly writer = new PackedItemsWriter()
  private readonly positions = new IdPositions()
  private readonly merged = new Map<number, string[]>()
  // Category ids interned: an item holds 4 B per category rather than a string.
  private readonly interned = new Map<string, number>()
  private readonly internedIds: string[] = []
  private categoryRefs = new Uint32Array(1024)
  private refsUsed = 0
  private refStarts = new Uint32Array(1025)
  private added = new Float64Array(1024)
  private flagged = new Uint8Array(1024)
  private readonly names = new FoldedNamesBuilder()

  get size(): number {
    return this.names.size
  }

  /**
   * Adds an item, or merges the categories of one already given (XUI lists an item once per
   * category), up to COUNT_MAX.categoryIds. The item is not referenced once this returns.
   */
  push(item: CatalogItem): void {
    const seen = this.positions.get(item.id)
    if (seen !== undefined) {
      const ids = this.merged.get(seen) ?? this.categoryIds(seen)
      for (const id of item.category_ids)
        if (ids.length < COUNT_MAX.categoryIds && !ids.includes(id)) ids.push(id)
      this.merged.set(seen, ids)
      return
    }
    const position = this.size
    if (position === this.added.length) this.growItems()
    this.positions.set(item.id, position)
    this.names.push(item.name)
    this.added[position] = item.added ?? 0
    this.flagged[position] = item.is_adult === true ? 1 : 0
    for (const id of item.category_ids) this.addRef(id)
    this.refStarts[position + 1] = this.refsUsed
    this.writer.push(item)
  }

  finish(): PackedList {
    const size = this.size
    const { positions, merged, internedIds } = this
    const refs = this.categoryRefs.slice(0, this.refsUsed)
    const starts = this.refStarts.slice(0, size + 1)
    const categoryIds = (position: number) =>
      merged.get(position) ??
      Array.from(
        refs.subarray(starts[position], starts[position + 1]),
        (ref) => internedIds[ref] as string,
      )
    return {
      size,
      items: this.writer.finish(),
      positions,
      categoryIds,
      merged,
      added: this.added.slice(0, size),
      flaggedAdult: this.flagged.slice(0, size),
      names: this.names.finish(),
    }
  }

  private categoryIds(position: number): string[] {
    const refs = this.categoryRefs.subarray(this.refStarts[position], this.refStarts[position + 1])
    return Array.from(refs, (ref) => this.internedIds[ref] as string)
  }

  private addRef(id: string): void {
    let ref = this.interned.get(id)
    if (ref === undefined) {
      ref = this.internedIds.length
      this.interned.set(id, ref)
      this.internedIds.push(id)
    }
    if (this.refsUsed === this.categoryRefs.length)
      this.categoryRefs = grown(this.categoryRefs, this.categoryRefs.length * 2)
    this.categoryRefs[this.refsUsed] = ref
    this.refsUsed += 1
  }

  private growItems(): void {
    const length = this.added.length * 2
    this.added = grown(this.added, length)
    this.flagged = grown(this.flagged, length)
    this.refStarts = grown(this.refStarts, length + 1)
  }
}

/** Packs a list already made of objects (a stored snapshot, a test). */
export function packList(items: Iterable<CatalogItem>): PackedList {
  const builder = new PackedListBuilder()
  for (const item of items) builder.push(item)
  return builder.finish()
}

/** Every item of the list as an object, categories merged (for a reader of `snapshot.items`). */
export function unpack(list: PackedList): CatalogItem[] {
  return Array.from({ length: list.size }, (_, position) => {
    const item = list.items.at(position)
    const ids = list.merged.get(position)
    if (ids) item.category_ids = [...ids]
    return item
  })
}
