import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { channelsQueryOptions } from '@/lib/api/catalog/lists'
import { episodesQueryOptions, fetchServedTitle } from '@/lib/api/catalog/titles'
import { usePlayerStore } from '@/stores/player-store'
import { parsePlayLink, withoutPlayLink } from '../lib/play-link'
import { unavailableText } from '../lib/player-texts'
import { resolvePlayLink } from '../lib/resolve-play-link'

/** Opens the player for a /details/...?play=1 link (lib/play-link.ts), then drops the parameter. */
export function usePlayLink() {
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const play = usePlayerStore((state) => state.play)

  useEffect(() => {
    const link = parsePlayLink(location.pathname, location.search)
    if (!link) return
    void navigate(
      {
        pathname: location.pathname,
        search: withoutPlayLink(location.search),
        hash: location.hash,
      },
      { replace: true },
    )
    resolvePlayLink(link, {
      title: (type, id) => fetchServedTitle(queryClient, type, id),
      channels: (categoryId) => queryClient.fetchQuery(channelsQueryOptions(categoryId)),
      episodes: (seriesId) => queryClient.fetchQuery(episodesQueryOptions(seriesId)),
    })
      .then((request) => {
        if (request) play(request)
        else throw new Error('nothing to play')
      })
      .catch(() =>
        notify({
          title: t('player.playbackErrorTitle'),
          description: unavailableText(link.type === 'series' ? 'episode' : link.type),
          variant: 'error',
        }),
      )
  }, [location.pathname, location.search, location.hash, navigate, queryClient, play])
}
