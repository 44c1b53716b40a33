import { useState } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { UpdateBanner } from './update-banner'

/** A tab left open (an installed app) looks for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers /sw.js and shows the update banner when a new worker is installed and waiting while
 * another controls the page (Workbox's 'waiting'). 'Atualizar' sends SKIP_WAITING; the page
 * reloads once the new worker has taken over. Mounted once, by main.tsx only (tests have no worker).
 */
export function ServiceWorkerUpdates() {
  const [updating, setUpdating] = useState(false)
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update()
      }, UPDATE_CHECK_MS)
    },
    onRegisterError(error) {
      console.warn('[pwa] service worker registration failed', error)
    },
  })
  if (!needRefresh) return null
  return (
    <UpdateBanner
      updating={updating}
      onUpdate={() => {
        setUpdating(true)
        void updateServiceWorker(true)
      }}
      onDismiss={() => setNeedRefresh(false)}
    />
  )
}
