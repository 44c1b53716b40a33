import { ContentSkeleton } from '@/components/content/page-skeletons'
import { Logo } from '@/components/ui/logo'
import { cn } from '@/lib/cn'
import { readSidebarCookie, SIDEBAR_WIDTHS } from './sidebar-state'

const NAV_PLACES = [0, 1, 2, 3, 4, 5, 6]

/**
 * The signed-in frame before its code or the session is there, in the places `AppLayout` will
 * give it: the header bar, on desktop the sidebar as wide as its kept state (md: is the layout's
 * 768 px), and a page of content shapes. A cold load paints the layout it is about to show instead
 * of a spinner, and the brand is real text where the frame will show it: the first paint has
 * content, and nothing moves when the frame arrives.
 */
export function AppShellSkeleton({ label }: { label: string }) {
  const expanded = readSidebarCookie()
  return (
    <div style={SIDEBAR_WIDTHS} className="min-h-dvh" data-testid="app-shell-skeleton">
      <div
        aria-hidden
        data-testid="sidebar-skeleton"
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden border-r border-border/60 bg-surface md:block',
          expanded ? 'w-[var(--sidebar-width)]' : 'w-[var(--sidebar-width-icon)]',
        )}
      >
        <div className={cn('flex h-full flex-col gap-4 py-2', expanded ? 'px-2' : 'px-1')}>
          <div className={cn('flex h-12 items-center', expanded ? 'px-2' : 'justify-center px-0')}>
            {expanded ? (
              <Logo size="sm" />
            ) : (
              <span className="text-xl font-black text-accent">m</span>
            )}
          </div>
          {/* One pulse for the places: each animation's start is an event React's root handles. */}
          <div className="flex animate-pulse flex-col gap-1">
            {NAV_PLACES.map((place) => (
              <div key={place} className="h-11 rounded-lg bg-surface-raised" />
            ))}
          </div>
        </div>
      </div>
      <div
        className={cn(
          'flex min-h-dvh flex-col',
          expanded ? 'md:pl-[var(--sidebar-width)]' : 'md:pl-[var(--sidebar-width-icon)]',
        )}
      >
        <div className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border/60 bg-background/85 px-2 sm:px-4">
          <div className="size-9 animate-pulse rounded-lg bg-surface-raised" />
          {/* On desktop the expanded sidebar carries the brand, as in the frame. */}
          <Logo size="sm" className={cn(expanded && 'md:hidden')} />
        </div>
        <div className="flex flex-1 flex-col overflow-hidden px-4 py-6 sm:px-6 lg:px-10">
          <ContentSkeleton label={label} hero rows={2} />
        </div>
      </div>
    </div>
  )
}
