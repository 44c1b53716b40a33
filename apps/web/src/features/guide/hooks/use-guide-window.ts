import { useMemo, useState } from 'react'
import { useQueries } from '@tanstack/react-query'
import type { CatalogItem, GuideWindow, Programme } from '@myflix/shared'
import { useCategories } from '@/lib/api/catalog/lists'
import { useCatalogStatus } from '@/lib/api/catalog/status'
import { guideWindowQueryOptions } from '@/lib/api/guide'
import { WINDOW_PAGE_SIZE, mergeProgrammes, type Span } from '../lib/timeline'

export interface GuideRowData {
  channel: CatalogItem
  programmes: Programme[]
}

export interface GuideWindowData {
  /** The channel count the guide answered with; undefined before any answer. */
  answered: number | undefined
  /** Row `index`'s channel and programmes, or null while its page loads. */
  rowAt: (index: number) => GuideRowData | null
  /** The channels of row `index`'s page, in order: the player's ↑/↓ list. */
  pageChannels: (index: number) => CatalogItem[]
}

/**
 * The guide's rows: for each page of 50 channels on screen × each time chunk rendered, one window
 * request (cached by page, chunk and category). A programme crossing chunks is kept once.
 */
export function useGuideWindow(
  categoryId: string | null,
  pages: readonly number[],
  chunks: readonly Span[],
): GuideWindowData {
  const byPage = useQueries({
    queries: pages.flatMap((page) =>
      chunks.map((chunk) =>
        guideWindowQueryOptions({
          categoryId,
          offset: page * WINDOW_PAGE_SIZE,
          limit: WINDOW_PAGE_SIZE,
          from: chunk.from,
          to: chunk.to,
        }),
      ),
    ),
    combine: groupByPage,
  })

  return useMemo<GuideWindowData>(() => {
    const pageChannels = (index: number) =>
      byPage.get(Math.floor(index / WINDOW_PAGE_SIZE))?.[0]?.rows.map((row) => row.channel) ?? []
    const rowAt = (index: number): GuideRowData | null => {
      const windows = byPage.get(Math.floor(index / WINDOW_PAGE_SIZE))
      const channel = windows?.[0]?.rows[index % WINDOW_PAGE_SIZE]?.channel
      if (!windows || !channel) return null
      const programmes = windows.map(
        (window) => window.rows.find((row) => row.channel.id === channel.id)?.programmes ?? [],
      )
      return { channel, programmes: mergeProgrammes(programmes) }
    }
    const answered = byPage.values().next().value?.[0]?.total
    return { answered, rowAt, pageChannels }
  }, [byPage])
}

/** The answers so far by page (stable: TanStack reruns it only when an answer changes). */
function groupByPage(results: readonly { data?: GuideWindow }[]): Map<number, GuideWindow[]> {
  const map = new Map<number, GuideWindow[]>()
  for (const { data } of results) {
    if (!data) continue
    const page = Math.floor(data.offset / WINDOW_PAGE_SIZE)
    map.set(page, [...(map.get(page) ?? []), data])
  }
  return map
}

/**
 * The category's channel count, for the rows before its pages load: the last count the guide
 * answered for this category (so a day change keeps the rows in place while its chunks load), else
 * the catalogue's. `learn` takes each answer; it may be called while rendering (React re-renders at
 * once with the new count, before anything is drawn).
 */
export function useChannelTotal(categoryId: string | null) {
  const categories = useCategories('live')
  const status = useCatalogStatus()
  const [known, setKnown] = useState<{ categoryId: string | null; total: number } | null>(null)
  const learn = (answered: number | undefined) => {
    if (answered !== undefined && (known?.categoryId !== categoryId || known.total !== answered)) {
      setKnown({ categoryId, total: answered })
    }
  }
  const catalogue =
    categoryId === null
      ? status.data?.counts.live
      : categories.data?.find((category) => category.id === categoryId)?.count
  const total = known?.categoryId === categoryId ? known.total : (catalogue ?? null)
  return { total, learn }
}
