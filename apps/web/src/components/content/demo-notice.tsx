import { Link } from 'react-router'
import { Info } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { t } from '@myflix/shared'

/** A note that the screen shows the built-in demo, with the way to add a cloud when there is none. */
export function DemoNotice({ text, addCloud }: { text: string; addCloud: boolean }) {
  return (
    <div
      role="status"
      data-testid="demo-notice"
      className="flex flex-wrap items-center gap-x-3 gap-y-3 rounded-xl border border-border bg-surface-raised p-3 text-sm"
    >
      <Info aria-hidden className="size-5 shrink-0 text-accent" />
      {/* At least 14rem of text before the button moves under it, so phones keep readable lines. */}
      <p className="min-w-[14rem] flex-1">{text}</p>
      {addCloud && (
        <Button asChild className="max-sm:w-full">
          <Link to={paths.addInitialCloud.getHref()}>{t('titles.demo.addCloud')}</Link>
        </Button>
      )}
    </div>
  )
}
