import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '@/styles/index.css'
import { listenForInstallPrompt } from '@/features/pwa/hooks/use-install-prompt'
import { useAfterLoad } from '@/hooks/use-after-load'
import { pageCache } from '@/lib/cache/page-cache'
import { registerTvKeys } from '@/lib/remote-keys'
import { startFocusReturn } from '@/lib/spatial-navigation/focus-return'
import { AppProvider } from './provider'
import { createAppHistory } from './history'
import { AppRouter, createRoutes, startPreloading } from './router'

// The install offer can arrive before any screen that shows the button has loaded.
listenForInstallPrompt()
// Spec §9 store B: expired pages are purged now and every hour.
pageCache.startHourlyPurge()
// A Samsung TV sends its media, channel and digit keys only once asked.
registerTvKeys()

const history = createAppHistory()
const routes = createRoutes()
startPreloading(routes, history)
// Back returns focus to the card a remote left.
startFocusReturn(history)
// The worker and its update banner: not in the entry.
const ServiceWorkerUpdates = lazy(() =>
  import('@/features/pwa/components/service-worker-updates').then((module) => ({
    default: module.ServiceWorkerUpdates,
  })),
)

/**
 * Registers the worker once the first screen is done. Installing, it precaches every chunk (~550 KB
 * brotli, the players' engines included) and then takes the page: registered at once, that ran
 * beside the first screen's pictures and requests on a phone's link and its main thread.
 */
function ServiceWorkerAfterLoad() {
  const loaded = useAfterLoad(5000)
  return loaded ? <ServiceWorkerUpdates /> : null
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter history={history} routes={routes} />
      <Suspense fallback={null}>
        <ServiceWorkerAfterLoad />
      </Suspense>
    </AppProvider>
  </StrictMode>,
)
