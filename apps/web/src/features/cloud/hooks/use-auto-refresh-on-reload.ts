import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/transport'
import { isOnline } from '@/lib/reachability'
import { createReloadRefresh, currentNavigationType, shouldAutoRefresh } from '../lib/auto-refresh'
import { failureMessage } from '../lib/failure-message'
import { readStoredCloud } from '../lib/stored-cloud'

type Runner = { queryClient: QueryClient; onFailure: (message: string) => void }

// Module state is per document: a reload loads it afresh, so "once" means once per reload.
let runner: Runner | null = null
const landingPath = window.location.pathname
const gate = createReloadRefresh(() => {
  const current = runner
  // The network can go between the reload and now; offline the pages show what the device kept.
  if (!current || !isOnline()) return
  import('../lib/reprocess-cloud')
    .then(({ refreshAfterReload }) => refreshAfterReload(current.queryClient))
    .catch((error: unknown) => {
      // Signed out meanwhile: the route guard takes over.
      if (error instanceof ApiError && error.status === 401) return
      if (!isOnline()) return
      runner?.onFailure(failureMessage(error))
    })
})

/**
 * Spec §4 Automatic refresh: after a browser reload on a content route, with a stored cloud, wait
 * 500 ms and re-process the cloud once, staying on the page (the pages refetch when it is done);
 * a failure goes to /falha-carregamento. Decided on the route the reload landed on, once the user
 * is known to be signed in.
 */
export function useAutoRefreshOnReload(signedIn: boolean): void {
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    runner = {
      queryClient,
      onFailure: (message) => void navigate(paths.loadFailure.getHref(), { state: { message } }),
    }
  }, [navigate, queryClient])

  useEffect(() => {
    if (!signedIn) return
    gate.schedule(
      shouldAutoRefresh({
        navigationType: currentNavigationType(),
        pathname: landingPath,
        hasStoredCloud: readStoredCloud() !== null,
        online: isOnline(),
      }),
    )
    return () => gate.cancel()
  }, [signedIn])
}
