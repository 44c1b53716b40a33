import { useCallback, useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { clearAppCache, getCacheStats } from '@/lib/app-cache'
import { invalidateContentQueries } from '@/lib/content-queries'

const CACHE_STATS_KEY = ['app-cache', 'stats'] as const

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

/** The cache panel's figures and its clear action (spec §2 Minha Conta). */
export function useCachePanel() {
  const queryClient = useQueryClient()
  const online = useOnline()
  const stats = useQuery({ queryKey: CACHE_STATS_KEY, queryFn: () => getCacheStats() })
  const [clearing, setClearing] = useState(false)

  const clear = useCallback(async () => {
    setClearing(true)
    try {
      await clearAppCache()
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
