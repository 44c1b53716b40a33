import type { TypeIndex } from './catalog-index'

/**
 * The lists in memory by stored-list key (panel, type, content: stored-snapshot.ts listKey), each
 * held by the cloud catalogues serving it: the users of one panel whose lists are the same bytes
 * read one index, its JSON cache and its search index. A list is forgotten with its last holder
 * (a request still reading it keeps its own reference).
 */
export class SharedLists {
  private readonly lists = new Map<string, { index: TypeIndex; holders: Set<object> }>()

  /** The list held under `key`, now held by `holder` too; undefined when nobody holds it. */
  take(key: string, holder: object): TypeIndex | undefined {
    const found = this.lists.get(key)
    found?.holders.add(holder)
    return found?.index
  }

  /** `index` as served by `holder` under `key`: the list already held under it wins. */
  share(key: string, index: TypeIndex, holder: object): TypeIndex {
    const found = this.take(key, holder)
    if (found) return found
    this.lists.set(key, { index, holders: new Set([holder]) })
    return index
  }

  release(key: string, holder: object): void {
    const found = this.lists.get(key)
    if (!found) return
    found.holders.delete(holder)
    if (found.holders.size === 0) this.lists.delete(key)
  }

  /** Lists held, and holders summed over them (a panel's 20 users of one list: 1 and 20). */
  stats(): { lists: number; holders: number } {
    let holders = 0
    for (const list of this.lists.values()) holders += list.holders.size
    return { lists: this.lists.size, holders }
  }
}
