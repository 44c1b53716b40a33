import { useCallback, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { useOnline } from '@/hooks/use-online'
import { clearAllCaches, getCacheStats } from '@/lib/cache'
import { invalidateContentQueries } from '@/lib/content-queries'

const CACHE_STATS_KEY = ['app-cache', 'stats'] as const

/** The cache panel's figures and its clear action (spec §2 Minha Conta). */
export function useCachePanel() {
  const queryClient = useQueryClient()
  const online = useOnline()
  const stats = useQuery({ queryKey: CACHE_STATS_KEY, queryFn: () => getCacheStats() })
  const [clearing, setClearing] = useState(false)

  const clear = useCallback(async () => {
    setClearing(true)
    try {
      await clearAllCaches()
      await invalidateContentQueries(queryClient)
      notify({
        title: t('profile.cacheCleared'),
        description: t('profile.cacheClearedDescription'),
        variant: 'success',
      })
    } finally {
      setClearing(false)
      await queryClient.invalidateQueries({ queryKey: CACHE_STATS_KEY })
    }
  }, [queryClient])

  return { online, stats: stats.data ?? null, clear, clearing }
}
