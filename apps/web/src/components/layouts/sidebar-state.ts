import { useCallback, useEffect, useState, type CSSProperties } from 'react'

/** Spec §2 Main layout: the sidebar's open state survives 7 days in a cookie. */
export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7
export const SIDEBAR_SHORTCUT_KEY = 'b'

/** Spec §2 Main layout widths: expanded, and icons only. */
export const SIDEBAR_WIDTHS = {
  '--sidebar-width': '16rem',
  '--sidebar-width-icon': '3rem',
} as CSSProperties

export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`))
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`
}

/** Ctrl+B or ⌘+B, the shortcut the spec names. */
export const isSidebarShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.ctrlKey || event.metaKey)

/** The desktop sidebar's expanded state, persisted and toggled by the keyboard shortcut. */
export function useSidebarState(onShortcut?: () => void) {
  const [open, setOpenState] = useState(() => readSidebarCookie())
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next)
    writeSidebarCookie(next)
  }, [])
  const toggle = useCallback(() => {
    setOpenState((current) => {
      writeSidebarCookie(!current)
      return !current
    })
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return
      event.preventDefault()
      if (onShortcut) onShortcut()
      else toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle, onShortcut])

  return { open, setOpen, toggle }
}
