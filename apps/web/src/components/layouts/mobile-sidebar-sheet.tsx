import type { ReactNode } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { t } from '@myflix/shared'

/** Spec §2: on phones the sidebar opens as an 18rem sheet from the left. */
export function MobileSidebarSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[var(--sidebar-width-mobile)] max-w-[85vw] border-r border-border bg-surface shadow-2xl"
          style={{ ['--sidebar-width-mobile' as string]: '18rem' }}
        >
          <DialogPrimitive.Title className="sr-only">{t('nav.mainLabel')}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
