import { useMemo } from 'react'
import { Heart } from 'lucide-react'
import { t } from '@myflix/shared'
import { TitleCard, TITLE_GRID_CLASS } from '@/components/content/title-card'
import { useAppStore } from '@/stores/app-store'
import { useFavoritesStore } from '@/stores/favorites-store'
import { useVisibleFavorites } from '@/stores/visible-favorites'
import { groupFavorites } from '../lib/group-favorites'

/**
 * Spec §2 Favoritos: 'Meus Favoritos' by category; adult ones hidden while locked. The cards are the
 * catalogue grid's (3 columns on phones), so a category of one is one card, not a giant poster.
 */
export function FavoritesPage() {
  const favorites = useVisibleFavorites()
  const groups = useMemo(() => groupFavorites(favorites), [favorites])
  // Favourites that only the parental answer can show: no 'none yet' before it comes.
  const stored = useFavoritesStore((state) => state.favorites.length)
  const waiting = useAppStore((state) => !state.parentalStateKnown) && stored > favorites.length
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('titles.favorites.title')}</h1>
      {waiting && groups.length === 0 ? (
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
        groups.map((group) => (
          <section key={group.name} aria-label={group.name}>
            <h2 className="mb-3 text-lg font-bold sm:text-xl">{group.name}</h2>
            <ul className={TITLE_GRID_CLASS}>
              {group.favorites.map((favorite) => (
                <li key={`${favorite.type}/${favorite.id}`}>
                  <TitleCard item={{ ...favorite.content, id: favorite.id, type: favorite.type }} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
