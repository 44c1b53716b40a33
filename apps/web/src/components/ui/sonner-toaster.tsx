import { Toaster } from 'sonner'
import { t } from '@myflix/shared'

/** The toaster itself, loaded with sonner by toast.tsx when the first toast is shown. */
export function SonnerToaster() {
  return (
    <Toaster
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
