/** Chromium's install event (not in the DOM typings): `prompt()` shows the browser's install dialog. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallState = {
  /** The browser offered an install we can trigger from our own button. */
  canPrompt: boolean
  /** iOS has no install event: the user adds the app from Safari's share sheet. */
  iosManual: boolean
}

/** iPhone, iPad and iPod (iPadOS reports itself as a Mac with touch). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
}

/** Already running as an installed app (nothing to offer then). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true
}

/**
 * Holds the install offer from the moment the page starts: `beforeinstallprompt` may fire before any
 * screen that shows the button is mounted. One store per page.
 */
export function createInstallPrompt(win: Window = window) {
  let deferred: BeforeInstallPromptEvent | null = null
  let installed = isStandalone(win)
  const iosManual = isIos(win.navigator.userAgent, win.navigator.maxTouchPoints ?? 0)
  const listeners = new Set<() => void>()
  let state: InstallState = compute()

  function compute(): InstallState {
    return { canPrompt: !installed && deferred !== null, iosManual: !installed && iosManual }
  }
  function changed() {
    state = compute()
    listeners.forEach((listener) => listener())
  }

  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; our button offers the install instead.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    changed()
  })
  win.addEventListener('appinstalled', () => {
    installed = true
    deferred = null
    changed()
  })

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Shows the browser's install dialog; an event can be used once, accepted or not. */
    async prompt(): Promise<boolean> {
      const event = deferred
      if (!event) return false
      deferred = null
      changed()
      await event.prompt()
      return (await event.userChoice).outcome === 'accepted'
    },
  }
}

export type InstallPrompt = ReturnType<typeof createInstallPrompt>
