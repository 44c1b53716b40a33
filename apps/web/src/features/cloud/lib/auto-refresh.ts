import { paths } from '@/config/paths'

/** Spec §4/§9: the delay before a reload re-processes the cloud. */
export const AUTO_REFRESH_DELAY_MS = 500

/**
 * Routes where a reload does not re-process the cloud: the cloud flow of spec §2, 'Minhas Nuvens'
 * included (it processes by itself), the auth pages, and the splash (which starts processing anyway).
 */
const EXCLUDED_PATHS: ReadonlySet<string> = new Set([
  paths.splash.path,
  paths.addInitialCloud.path,
  paths.cloudForm.path,
  paths.cloudLoading.path,
  paths.cloudFailure.path,
  paths.loadFailure.path,
  paths.cloudSuccess.path,
  paths.switchCloud.path,
  paths.login.path,
  paths.register.path,
  paths.resetPassword.path,
])

export type AutoRefreshInput = {
  navigationType: string | undefined
  pathname: string
  hasStoredCloud: boolean
  /** Offline a re-process can only fail; the pages show what the device kept instead. */
  online?: boolean
}

/**
 * Spec §4 Automatic refresh: only after a real browser reload, off the excluded routes, with
 * credentials, and with a network to do it over.
 */
export function shouldAutoRefresh({
  navigationType,
  pathname,
  hasStoredCloud,
  online = true,
}: AutoRefreshInput) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return navigationType === 'reload' && hasStoredCloud && online && !EXCLUDED_PATHS.has(path)
}

/** The document's navigation type ('navigate', 'reload', 'back_forward', 'prerender'). */
export function currentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type
}

/**
 * The once-per-document gate of the automatic refresh: the first decision counts; a wanted refresh
 * runs after the delay. `cancel` (a component unmounting before the delay, e.g. React's dev double
 * effect) puts the gate back so the next mount can schedule it again.
 */
export function createReloadRefresh(run: () => void, delayMs = AUTO_REFRESH_DELAY_MS) {
  let state: 'open' | 'scheduled' | 'closed' = 'open'
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    schedule(wanted: boolean): void {
      if (state !== 'open') return
      if (!wanted) {
        state = 'closed'
        return
      }
      state = 'scheduled'
      timer = setTimeout(() => {
        state = 'closed'
        run()
      }, delayMs)
    },
    cancel(): void {
      if (state !== 'scheduled') return
      clearTimeout(timer)
      state = 'open'
    },
  }
}
