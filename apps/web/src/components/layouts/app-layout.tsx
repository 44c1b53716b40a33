import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogOut, Search } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'

/**
 * The frame of signed-in pages. Today a header (brand, search, sign out); the sidebar and bottom
 * navigation of spec §2 grow here. Signing out is passed in so this layout stays feature-free.
 */
export function AppLayout({ onSignOut, children }: { onSignOut: () => void; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-border/60 bg-background/85 px-4 backdrop-blur sm:px-6">
        <Link to={paths.home.getHref()} aria-label={t('nav.home')} className="mr-auto">
          <Logo size="sm" />
        </Link>
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.search.getHref()} aria-label={t('nav.search')}>
            <Search aria-hidden />
          </Link>
        </Button>
        <Button variant="ghost" onClick={onSignOut}>
          <LogOut aria-hidden />
          <span className="max-sm:sr-only">{t('auth.logout.label')}</span>
        </Button>
      </header>
      <main className="flex flex-1 flex-col px-4 py-6 sm:px-6 lg:px-10">{children}</main>
    </div>
  )
}
