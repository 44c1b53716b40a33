import { t, type ContentType, type MessageKey } from '@myflix/shared'
import { CategorySections } from './category-sections'

const TITLES: Record<ContentType, MessageKey> = {
  movie: 'screens.movies',
  series: 'screens.series',
  live: 'screens.tv',
}

/** Filmes, Séries and /tv: the type's categories, each as a section. */
export function BrowsePage({ type }: { type: ContentType }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(TITLES[type])}</h1>
      <CategorySections type={type} />
    </div>
  )
}
