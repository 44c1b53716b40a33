import { Toaster } from 'sonner'
import { t } from '@myflix/shared'

/** The toaster itself, loaded with sonner by toast.tsx when the first toast is shown. */
export function SonnerToaster() {
  return (
    <Toaster
      // pt-BR reads left to right. Left unsaid, sonner reads <html>'s computed direction on every
      // render: a forced style recalculation, 16 ms at 4× CPU when it mounts on a cold /home.
      dir="ltr"
      theme="dark"
      position="top-center"
      visibleToasts={1}
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{
        closeButtonAriaLabel: t('common.close'),
        classNames: {
          toast: '!bg-surface-raised !border-border !text-foreground !text-base',
          description: '!text-muted',
          error: '!border-danger/60',
          success: '!border-success/60',
        },
      }}
    />
  )
}
