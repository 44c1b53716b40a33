import { useCallback } from 'react'
import { t } from '@myflix/shared'
import { TitleCard } from '@/components/content/title-card'
import { VirtualGrid } from '@/components/content/virtual-grid'
import { Spinner } from '@/components/ui/spinner'
import { usePagedItems } from '../hooks/use-paged-items'
import type { BrowseType } from '../lib/content-links'

/**
 * Every movie or series of one category in a window-virtualised grid, fed 50 at a time: a
 * 20,000-item category keeps a small DOM and never loads more pages than the user scrolled through.
 */
export function CategoryGrid({
  type,
  categoryId,
  label,
}: {
  type: BrowseType
  categoryId: string
  label: string
}) {
  const paged = usePagedItems(type, categoryId)
  const { loadMore } = paged
  const onNearEnd = useCallback(() => loadMore(), [loadMore])

  if (paged.isLoading) return <Spinner className="mx-auto my-16" />
  if (paged.items.length === 0) {
    return <p className="py-16 text-center text-muted">{t('catalogUi.emptyCategory')}</p>
  }
  return (
    <VirtualGrid
      label={label}
      items={paged.items}
      getKey={(item) => item.id}
      renderItem={(item) => <TitleCard item={item} />}
      onNearEnd={onNearEnd}
      footer={
        paged.isFetchingMore ? (
          <div className="flex justify-center py-6">
            <Spinner size="lg" label={t('catalogUi.loadingMore')} />
          </div>
        ) : null
      }
    />
  )
}
