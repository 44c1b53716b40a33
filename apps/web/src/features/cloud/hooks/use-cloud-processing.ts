import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { PROCESS_MAX_AGE_SECONDS, type CatalogStatus } from '@myflix/shared'
import { paths } from '@/config/paths'
import { accountKeys, getUserInfo } from '@/lib/api/account'
import { fetchCatalogStatus, refreshCatalog } from '@/lib/api/catalog/status'
import { cloudsKeys } from '@/lib/api/clouds'
import { useAppStore } from '@/stores/app-store'
import { emitRealDataLoaded } from '@/stores/real-data-loaded'
import { failureMessage } from '../lib/failure-message'
import { openedByStart } from '../lib/loading-origin'
import { processCloud } from '../lib/process-cloud'
import { clearProcessingFlag, setProcessingFlag } from '../lib/session-flags'

export type CloudProcessingStage = 'catalogue' | 'account'

/**
 * Runs spec §4 "Process cloud" while /carregamento-nuvem is open: follows the server's load, marks
 * the app flags, announces the real lists, fetches the user data, then goes on; any failure goes to
 * /falha-carregamento with the reason. Opened by the app's start it goes to /home, as spec §4 says;
 * after a cloud the user added, switched to or retried, to spec §2's 'Sucesso!' screen first
 * (docs/decisions.md: every start used to wait 2 s on it).
 */
export function useCloudProcessing() {
  const navigate = useNavigate()
  const location = useLocation()
  // Where it goes is fixed by how the page was opened, whatever its later navigation state.
  const [next] = useState(() =>
    openedByStart(location.state) ? paths.home.getHref() : paths.cloudSuccess.getHref(),
  )
  const queryClient = useQueryClient()
  const setFlags = useAppStore((state) => state.setFlags)
  const [status, setStatus] = useState<CatalogStatus | null>(null)
  const [stage, setStage] = useState<CloudProcessingStage>('catalogue')

  useEffect(() => {
    const controller = new AbortController()
    const seen: { last: CatalogStatus | null } = { last: null }
    setProcessingFlag()
    setFlags({ isLoading: true, isProgressiveLoading: true })
    processCloud(
      {
        startRefresh: (signal) => refreshCatalog(PROCESS_MAX_AGE_SECONDS, signal),
        readStatus: fetchCatalogStatus,
        fetchUserInfo: (signal) => {
          setStage('account')
          return getUserInfo(signal)
        },
        onStatus: (next) => {
          seen.last = next
          setStatus(next)
        },
      },
      controller.signal,
    )
      .then(async (account) => {
        const counts = seen.last?.counts
        queryClient.setQueryData(accountKeys.userInfo(), account)
        // Every list the pages show came from the previous snapshot (or the demo data): refetch.
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== cloudsKeys.all[0],
        })
        setFlags({ isLoading: false, isProgressiveLoading: false })
        emitRealDataLoaded('filmes', counts?.movie ?? 0)
        emitRealDataLoaded('series', counts?.series ?? 0)
        emitRealDataLoaded('canais', counts?.live ?? 0)
        clearProcessingFlag()
        await navigate(next, { replace: true })
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return
        clearProcessingFlag()
        setFlags({ isLoading: false, isProgressiveLoading: false })
        await navigate(paths.loadFailure.getHref(), {
          replace: true,
          state: { message: failureMessage(error) },
        })
      })
    return () => controller.abort(new DOMException('left the page', 'AbortError'))
  }, [navigate, queryClient, setFlags, next])

  return { status, stage }
}
