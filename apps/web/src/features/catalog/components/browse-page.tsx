import type { ReactNode } from 'react'
import { t, type ContentType, type MessageKey } from '@myflix/shared'
import { CategorySections } from './category-sections'

const TITLES: Record<ContentType, MessageKey> = {
  movie: 'screens.movies',
  series: 'screens.series',
  live: 'screens.tv',
}

/** Filmes, Séries and /tv: the type's categories, each as a section; `above` goes before them. */
export function BrowsePage({ type, above }: { type: ContentType; above?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(TITLES[type])}</h1>
      {above}
      <CategorySections type={type} />
    </div>
  )
}
