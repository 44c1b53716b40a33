import type { ReactNode } from 'react'
import { t, type MessageKey } from '@myflix/shared'
import type { BrowseType } from '../lib/content-links'
import { CategorySections } from './category-sections'

const TITLES: Record<BrowseType, MessageKey> = {
  movie: 'screens.movies',
  series: 'screens.series',
}

/** Filmes and Séries: the type's categories, each as a section; `above` goes before them. */
export function BrowsePage({ type, above }: { type: BrowseType; above?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(TITLES[type])}</h1>
      {above}
      <CategorySections type={type} />
    </div>
  )
}
