import { useCallback } from 'react'
import { t, type ContentType } from '@myflix/shared'
import { CARD_CAPTION_PX } from '@/components/content/poster-card'
import { TitleCard } from '@/components/content/title-card'
import { VirtualGrid } from '@/components/content/virtual-grid'
import { Spinner } from '@/components/ui/spinner'
import { usePagedItems } from '../hooks/use-paged-items'

/**
 * Every item of one category in a window-virtualised grid, fed 50 at a time: a 20,000-item category
 * keeps a small DOM and never loads more pages than the user scrolled through.
 */
export function CategoryGrid({
  type,
  categoryId,
  openable = true,
  label,
}: {
  type: ContentType
  categoryId: string
  openable?: boolean
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
      aspect={type === 'live' ? 1 : 1.5}
      captionPx={type === 'live' ? CARD_CAPTION_PX.live : CARD_CAPTION_PX.poster}
      renderItem={(item) => <TitleCard item={item} openable={openable} />}
      onNearEnd={onNearEnd}
      footer={
        paged.isFetchingMore ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-8" label={t('catalogUi.loadingMore')} />
          </div>
        ) : null
      }
    />
  )
}
