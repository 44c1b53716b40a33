import { useMemo } from 'react'
import { Heart } from 'lucide-react'
import { t } from '@myflix/shared'
import { ROW_CARD_CLASS } from '@/components/content/scroll-row'
import { TitleCard } from '@/components/content/title-card'
import { Button } from '@/components/ui/button'
import { useVisibleFavorites } from '@/hooks/use-visible-library'
import { useAppStore } from '@/stores/app-store'
import { groupFavorites } from '../lib/group-favorites'

/**
 * Spec §2 Favoritos: 'Meus Favoritos' by category; adult ones hidden while locked. The cards are the
 * catalogue rows' (three fit a phone's line), and the groups wrap side by side, so a few favourites in
 * a few categories fill one screen instead of a tall column of single giant posters.
 */
export function FavoritesPage() {
  const favorites = useVisibleFavorites()
  const { visible } = favorites
  const groups = useMemo(() => groupFavorites(visible), [visible])
  // Favourites that only the parental answer can show: no 'none yet' before it comes.
  const stored = favorites.data?.length ?? 0
  const parentalKnown = useAppStore((state) => state.parentalStateKnown)
  const waiting = favorites.isPending || (!parentalKnown && stored > visible.length)
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('titles.favorites.title')}</h1>
      {favorites.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p role="alert" className="text-muted">
            {t('library.loadFailed')}
          </p>
          <Button onClick={() => void favorites.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : waiting && groups.length === 0 ? (
        <p role="status" className="py-16 text-center text-muted">
          {t('common.loading')}
        </p>
      ) : groups.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <Heart aria-hidden className="size-12 text-muted" />
          <p className="text-lg font-semibold">{t('titles.favorites.empty')}</p>
          <p className="text-muted">{t('titles.favorites.emptyHint')}</p>
        </div>
      ) : (
        <div className="flex flex-wrap gap-x-10 gap-y-6">
          {groups.map((group) => (
            <section key={group.name} aria-label={group.name} className="max-w-full min-w-0">
              <h2 className="mb-3 text-lg font-bold break-words sm:text-xl">{group.name}</h2>
              <ul className="flex flex-wrap gap-3">
                {group.favorites.map((favorite) => (
                  <li key={`${favorite.type}/${favorite.id}`} className={ROW_CARD_CLASS}>
                    <TitleCard
                      item={{ ...favorite.content, id: favorite.id, type: favorite.type }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
