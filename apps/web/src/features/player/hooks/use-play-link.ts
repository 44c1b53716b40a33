import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { usePlayerStore } from '@/stores/player-store'
import { channelListQueryOptions } from '../api/get-channel-list'
import { playTitleQueryOptions } from '../api/get-play-title'
import { seriesEpisodesQueryOptions } from '@/lib/api/get-series-episodes'
import { parsePlayLink, withoutPlayLink } from '../lib/play-link'
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
      title: (type, id) => queryClient.fetchQuery(playTitleQueryOptions(type, id)),
      channels: (categoryId) => queryClient.fetchQuery(channelListQueryOptions(categoryId)),
      episodes: (seriesId) => queryClient.fetchQuery(seriesEpisodesQueryOptions(seriesId)),
    })
      .then((request) => {
        if (request) play(request)
        else throw new Error('nothing to play')
      })
      .catch(() =>
        notify({
          title: t('player.playbackErrorTitle'),
          description: t('player.unavailable'),
          variant: 'error',
        }),
      )
  }, [location.pathname, location.search, location.hash, navigate, queryClient, play])
}
