import { toast, Toaster as SonnerToaster } from 'sonner'
import { t } from '@myflix/shared'

export type ToastVariant = 'default' | 'success' | 'error'

export type ToastOptions = {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds on screen. */
  duration?: number
}

// Spec §4 allows one toast at a time: every toast shares this id, so a new one replaces the old.
const TOAST_ID = 'myflix-toast'
const DEFAULT_DURATION = 4000

/** Shows a toast, replacing any toast already on screen. */
export function notify({ title, description, variant = 'default', duration }: ToastOptions): void {
  const options = { id: TOAST_ID, description, duration: duration ?? DEFAULT_DURATION }
  if (variant === 'success') toast.success(title, options)
  else if (variant === 'error') toast.error(title, options)
  else toast(title, options)
}

/** Mounted once at the app root; renders whatever `notify` shows. */
export function Toaster() {
  return (
    <SonnerToaster
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
