import {
  CalendarClock,
  Film,
  Heart,
  House,
  RadioTower,
  Search,
  Settings,
  Tv,
  User,
  type LucideIcon,
} from 'lucide-react'
import type { MessageKey } from '@myflix/shared'
import { paths } from '@/config/paths'

export interface NavItem {
  href: string
  label: MessageKey
  icon: LucideIcon
}

/** Spec §2 Main layout: the five destinations of the bottom navigation and the sidebar group. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: paths.home.getHref(), label: 'nav.home', icon: House },
  { href: paths.movies.getHref(), label: 'nav.movies', icon: Film },
  { href: paths.series.getHref(), label: 'nav.series', icon: Tv },
  { href: paths.favorites.getHref(), label: 'nav.favorites', icon: Heart },
  { href: paths.profile.getHref(), label: 'nav.profile', icon: User },
]

export const SEARCH_NAV: NavItem = {
  href: paths.search.getHref(),
  label: 'nav.search',
  icon: Search,
}

/**
 * Live TV (/tv) is in none of the spec's menus; the sidebar lists it after Buscar and the header
 * shows it beside search, so it is one tap away on phones too (docs/decisions.md).
 */
export const LIVE_TV_NAV: NavItem = {
  href: paths.tv.getHref(),
  label: 'nav.liveTv',
  icon: RadioTower,
}

/** The programme guide (issue 18), after 'TV ao Vivo' in the sidebar; /tv links to it too. */
export const GUIDE_NAV: NavItem = {
  href: paths.guide.getHref(),
  label: 'guide.grid.title',
  icon: CalendarClock,
}

/** The sidebar footer before 'Sair'. */
export const FOOTER_NAV: readonly NavItem[] = [
  { href: paths.profile.getHref(), label: 'nav.profile', icon: User },
  { href: paths.settings.getHref(), label: 'nav.settings', icon: Settings },
]
