import { useCallback, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Menu, PanelLeft, Search } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-dialog'
import { Logo } from '@/components/ui/logo'
import { TooltipProvider } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { SpatialScope, useSpatialSection, type Direction } from '@/lib/spatial-navigation'
import { SidebarContent } from './app-sidebar'
import { BottomNav } from './bottom-nav'
import { LIVE_TV_NAV } from './nav-items'
import { OfflineBadge } from './offline-badge'
import { SIDEBAR_WIDTHS, useSidebarState } from './sidebar-state'
import { useAppKeys } from './use-app-keys'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { useIsMobile } from './use-is-mobile'

// Phones only: its code is asked for as the menu button is pressed or focused, not with the page.
const MobileSidebarSheet = lazyDialog(() =>
  import('./mobile-sidebar-sheet').then((module) => module.MobileSidebarSheet),
)

/** The sidebar keeps ↑/↓: past its ends focus stays (the content is → away). */
const SIDEBAR_STOPS: Direction[] = ['up', 'down']

const preloadSheet = () => void MobileSidebarSheet.preload().catch(() => {})

/**
 * The frame of signed-in pages. Phones (< 768 px): a header with live TV, search and a menu sheet,
 * and the bottom navigation. Desktop: the collapsible sidebar (Ctrl/⌘+B, state kept in a cookie for
 * 7 days). Signing out and the extra header actions are passed in so this layout stays feature-free.
 */
export function AppLayout({
  onSignOut,
  actions,
  children,
}: {
  onSignOut: () => void
  /** Extra header buttons, before search (the install button). */
  actions?: ReactNode
  children: ReactNode
}) {
  const isMobile = useIsMobile()
  const [sheetOpen, setSheetOpen] = useState(false)
  const toggleSheet = useCallback(() => setSheetOpen((open) => !open), [])
  const sidebar = useSidebarState(isMobile ? toggleSheet : undefined)
  const expanded = sidebar.open
  // The sidebar and the page are the two spatial sections: → from the sidebar returns to the item
  // last focused in the page, ← from a row's first card goes to the sidebar; ↑/↓ stop at the
  // sidebar's ends, as a TV menu's do.
  const {
    ref: mainRef,
    focusKey: mainKey,
    sectionProps: mainProps,
  } = useSpatialSection<HTMLElement>()
  useAppKeys({ home: paths.home.getHref(), search: true })

  return (
    <div style={SIDEBAR_WIDTHS} className="min-h-dvh">
      <SkipLink />
      {!isMobile && <DesktopSidebar expanded={expanded} onSignOut={onSignOut} />}
      <div
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-200',
          !isMobile && (expanded ? 'pl-[var(--sidebar-width)]' : 'pl-[var(--sidebar-width-icon)]'),
        )}
      >
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border/60 bg-background/85 px-2 backdrop-blur sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            aria-label={isMobile ? t('catalogUi.sidebar.menu') : t('catalogUi.sidebar.toggle')}
            aria-expanded={isMobile ? sheetOpen : expanded}
            onClick={isMobile ? toggleSheet : sidebar.toggle}
            onPointerDown={isMobile ? preloadSheet : undefined}
            onFocus={isMobile ? preloadSheet : undefined}
          >
            {isMobile ? <Menu aria-hidden /> : <PanelLeft aria-hidden />}
          </Button>
          {/* The expanded sidebar carries the brand; the header shows it only when that does not.
                Its name is its text, 'myflix' (issue 21: a name that differs from what is seen
                fails voice control). */}
          {(isMobile || !expanded) && (
            <Link to={paths.home.getHref()}>
              <Logo size="sm" />
            </Link>
          )}
          <div className="ml-auto flex items-center gap-2">
            <OfflineBadge />
            {actions}
            <Button asChild variant="ghost" size="icon">
              <Link to={LIVE_TV_NAV.href} aria-label={t(LIVE_TV_NAV.label)}>
                <LIVE_TV_NAV.icon aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon">
              <Link to={paths.search.getHref()} aria-label={t('nav.search')}>
                <Search aria-hidden />
              </Link>
            </Button>
          </div>
        </header>
        <main
          ref={mainRef}
          {...mainProps}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 flex-col px-4 py-6 outline-none max-md:pb-24 sm:px-6 lg:px-10"
        >
          <SpatialScope focusKey={mainKey}>{children}</SpatialScope>
        </main>
      </div>
      {isMobile && (
        <>
          <BottomNav />
          <MobileSidebarSheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <SidebarContent onSignOut={onSignOut} onNavigate={() => setSheetOpen(false)} />
          </MobileSidebarSheet>
        </>
      )}
    </div>
  )
}

/**
 * The desktop sidebar, a spatial section of its own. Registered only while it is shown: on a phone
 * a section without its element made norigin warn on every load.
 */
function DesktopSidebar({ expanded, onSignOut }: { expanded: boolean; onSignOut: () => void }) {
  const { ref, focusKey, sectionProps } = useSpatialSection<HTMLElement>({ stopAt: SIDEBAR_STOPS })
  return (
    <aside
      ref={ref}
      {...sectionProps}
      data-state={expanded ? 'expanded' : 'collapsed'}
      data-testid="sidebar"
      className={cn(
        'fixed inset-y-0 left-0 z-30 overflow-hidden border-r border-border/60 bg-surface transition-[width] duration-200',
        expanded ? 'w-[var(--sidebar-width)]' : 'w-[var(--sidebar-width-icon)] [&>div]:px-1',
      )}
    >
      <SpatialScope focusKey={focusKey}>
        <TooltipProvider enabled={!expanded}>
          <SidebarContent collapsed={!expanded} onSignOut={onSignOut} />
        </TooltipProvider>
      </SpatialScope>
    </aside>
  )
}
