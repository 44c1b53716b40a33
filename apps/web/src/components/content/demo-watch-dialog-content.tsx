import { Link } from 'react-router'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { paths } from '@/config/paths'

export interface DemoWatchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  hasCloud: boolean
}

/**
 * What 'Assistir' says on a title of the built-in demo catalogue, which has no stream: without a
 * cloud, how to add one; with a cloud still loading, that its titles replace the demo soon.
 */
export function DemoWatchDialogContent({ open, onOpenChange, hasCloud }: DemoWatchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">{t('titles.demo.watchTitle')}</DialogTitle>
        <DialogDescription>
          {t(hasCloud ? 'titles.demo.watchWithCloud' : 'titles.demo.watchNoCloud')}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">
              {t(hasCloud ? 'titles.demo.ok' : 'titles.demo.later')}
            </Button>
          </DialogClose>
          {!hasCloud && (
            <Button asChild>
              <Link to={paths.addInitialCloud.getHref()}>{t('titles.demo.addCloud')}</Link>
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
