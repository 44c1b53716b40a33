import { lazyDialog } from '@/components/ui/lazy-dialog'

/** The demo title's 'Assistir' dialog, loaded when it first opens (only a user without a cloud sees it). */
export const DemoWatchDialog = lazyDialog(() =>
  import('./demo-watch-dialog-content').then((module) => module.DemoWatchDialogContent),
)
