import type { SeriesInfo } from '@myflix/shared'
import type { CloudCredentials, CloudsService } from '../clouds/clouds.types'
import type { ProviderFactory } from '../provider/provider-factory'
import { createTtlCache } from '../../lib/ttl-cache'

const SERIES_TTL_MS = 5 * 60_000

/** get_series_info of a cloud, shared by the episodes answer and the parental check of a play. */
export interface SeriesInfoService {
  /** The series' seasons and episodes (cached 5 minutes per cloud); null when the panel has none. */
  get(cloud: CloudCredentials, seriesId: string): Promise<SeriesInfo | null>
  /** Whether the episode is one of the series' own, as the panel lists them. */
  hasEpisode(cloud: CloudCredentials, seriesId: string, episodeId: string): Promise<boolean>
}

export function createSeriesInfoService({
  clouds,
  providers,
}: {
  clouds: Pick<CloudsService, 'onChange'>
  providers: Pick<ProviderFactory, 'forCloud'>
}): SeriesInfoService {
  const cache = createTtlCache<SeriesInfo | null>({ ttlMs: SERIES_TTL_MS, maxEntries: 500 })
  clouds.onChange(({ cloudId }) => cache.dropPrefix(`${cloudId}:`))

  async function get(cloud: CloudCredentials, seriesId: string): Promise<SeriesInfo | null> {
    return cache.get(`${cloud.id}:series:${seriesId}`, async () => {
      const client = providers.forCloud(cloud)
      try {
        return await client.seriesInfo(seriesId)
      } finally {
        await client.close()
      }
    })
  }

  return {
    get,
    async hasEpisode(cloud, seriesId, episodeId) {
      const info = await get(cloud, seriesId)
      return Object.values(info?.episodes ?? {}).some((list) =>
        list.some((episode) => episode.id === episodeId),
      )
    },
  }
}
