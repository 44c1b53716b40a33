import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import '@/styles/index.css'
import { listenForInstallPrompt } from '@/features/pwa/hooks/use-install-prompt'
import { pageCache } from '@/lib/cache/page-cache'
import { registerTvKeys } from '@/lib/remote-keys'
import { startFocusReturn } from '@/lib/spatial-navigation/focus-return'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

// The install offer can arrive before any screen that shows the button has loaded.
listenForInstallPrompt()
// Spec §9 store B: expired pages are purged now and every hour.
pageCache.startHourlyPurge()
// A Samsung TV sends its media, channel and digit keys only once asked.
registerTvKeys()

const router = createAppRouter()
// Back returns focus to the card a remote left.
startFocusReturn(router)
// Registering the worker and its update banner wait for the page's load anyway: not in the entry.
const ServiceWorkerUpdates = lazy(() =>
  import('@/features/pwa/components/service-worker-updates').then((module) => ({
    default: module.ServiceWorkerUpdates,
  })),
)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <ServiceWorkerUpdates />
      </Suspense>
    </AppProvider>
  </StrictMode>,
)
