import { ContentSkeleton } from '@/components/content/page-skeletons'
import { Logo } from '@/components/ui/logo'

/**
 * The signed-in frame before its code or the session is there: the header bar and a page of
 * content shapes, so a cold load paints the layout it is about to show instead of a spinner. The
 * brand is real text where the header shows it: the first paint has content, not only shapes.
 */
export function AppShellSkeleton({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh flex-col" data-testid="app-shell-skeleton">
      <div className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border/60 bg-background/85 px-2 sm:px-4">
        <div className="size-9 animate-pulse rounded-lg bg-surface-raised" />
        <Logo size="sm" />
      </div>
      <div className="flex flex-1 flex-col overflow-hidden px-4 py-6 sm:px-6 lg:px-10">
        <ContentSkeleton label={label} hero rows={2} />
      </div>
    </div>
  )
}
