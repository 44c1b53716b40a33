import { useEffect, useState, type ComponentType } from 'react'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * A dialog whose code loads when it first opens (or on `preload`). Radix's dialog brings its focus
 * trap, scroll lock and presence (~12 KB brotli): dialogs the first screen does not show (a demo
 * title's 'Assistir', iOS's install steps, the phone's menu sheet) keep them off its path. Once
 * loaded it stays mounted, so it closes with its animation. If its code cannot load (offline before
 * the service worker has it), the dialog closes again, so the next open tries again.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))

  function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState(() => loaded)
    const { open, onOpenChange } = props
    useEffect(() => {
      if (!open || Dialog) return
      let live = true
      preload().then(
        (component) => live && setDialog(() => component),
        () => live && onOpenChange(false),
      )
      return () => {
        live = false
      }
    }, [open, Dialog, onOpenChange])
    return Dialog ? <Dialog {...props} /> : null
  }
  return Object.assign(LazyDialog, { preload })
}
