import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '@/lib/when-idle'

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

// sonner is not needed to paint a screen: it loads once the page is idle, or with an earlier
// first toast. Toasts shown before it arrives keep their order (one promise), and sonner's
// toaster replays the one on screen when it mounts.
const loadSonner = () => import('sonner')
const LazySonnerToaster = lazy(() =>
  import('./sonner-toaster').then(({ SonnerToaster }) => ({ default: SonnerToaster })),
)
let toasterWanted = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function wantToaster(): void {
  if (toasterWanted) return
  toasterWanted = true
  for (const listener of listeners) listener()
}

/** Shows a toast, replacing any toast already on screen. */
export function notify({ title, description, variant = 'default', duration }: ToastOptions): void {
  wantToaster()
  const options = { id: TOAST_ID, description, duration: duration ?? DEFAULT_DURATION }
  void loadSonner().then(({ toast }) => {
    if (variant === 'success') toast.success(title, options)
    else if (variant === 'error') toast.error(title, options)
    else toast(title, options)
  })
}

/** Mounted once at the app root; renders whatever `notify` shows, from the first toast on. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribe, () => toasterWanted)
  useEffect(() => whenIdle(wantToaster), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster />
    </Suspense>
  )
}
