import { isAdultCategoryName, isAdultItem, t, type Category } from '@myflix/shared'
import type { CopyTarget } from './offline-copy'
import { isRecord } from '../is-record'

/** What an offline copy answers: the status and the JSON body the server would have sent. */
export type CopyAnswer = { status: 200 | 403; body: unknown }

type Checkable = Parameters<typeof isAdultItem>[0]
const isAdult = (item: unknown) => isRecord(item) && isAdultItem(item as Checkable)
const withoutAdultItems = (items: unknown[]) => items.filter((item) => !isAdult(item))

const ok = (data: unknown): CopyAnswer => ({ status: 200, body: { success: true, data } })
/** The server's own answer for a title parental control hides (see isParentalBlocked in lib/api/transport). */
const blocked: CopyAnswer = {
  status: 403,
  body: { success: false, error: t('parental.contentBlocked') },
}

function filterData(target: CopyTarget, data: unknown): unknown {
  if (target.kind === 'categories' && Array.isArray(data)) {
    return data.filter((category) => !isAdultCategoryName((category as Category | null)?.name))
  }
  if ((target.kind === 'recent' || target.kind === 'related') && Array.isArray(data)) {
    return withoutAdultItems(data)
  }
  if (target.kind === 'page' && isRecord(data) && Array.isArray(data.items)) {
    const items = withoutAdultItems(data.items)
    const total = typeof data.total === 'number' ? data.total : items.length
    return { ...data, items, total: Math.max(0, total - (data.items.length - items.length)) }
  }
  return data
}

/** The title itself, for a copy that is one: a title's details, or a show's episodes. */
function ownTitle(target: CopyTarget, data: unknown): unknown {
  if (target.kind === 'title') return data
  if (target.kind === 'episodes' && isRecord(data) && isRecord(data.seriesInfo)) {
    return data.seriesInfo.series
  }
  return null
}

const dataOf = (copy: unknown) =>
  isRecord(copy) && copy.success === true && 'data' in copy ? copy.data : undefined

/**
 * An offline copy as the server answers a session that may not see adult content: adult categories
 * and titles left out of lists, and a title asked for by id (details, related, episodes) refused
 * with 403 when it is adult. `readTitle` reads the copy of the title a related or episode list
 * belongs to. A copy that is not one of our success envelopes is handed back as it is.
 */
export async function adultFreeCopy(
  target: CopyTarget,
  copy: unknown,
  readTitle: (key: string) => Promise<unknown>,
): Promise<CopyAnswer> {
  const data = dataOf(copy)
  if (data === undefined) return { status: 200, body: copy }
  if (isAdult(ownTitle(target, data))) return blocked
  if (target.titleKey && isAdult(dataOf(await readTitle(target.titleKey)))) return blocked
  return ok(filterData(target, data))
}
