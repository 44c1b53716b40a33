import type { ContentType } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import { adultFreeIndex, isHiddenByView } from './adult-filter'

// Here, not in parental/: parental only says whether to hide adult content; which titles are
// adult is the catalogue's own view of them.

type GateContext = Pick<AppContext, 'catalog' | 'parental'>
type EpisodeGateContext = GateContext & Pick<AppContext, 'clouds' | 'series'>

/**
 * Whether this session must not reach a title through a route outside the catalogue (episodes,
 * playback): control on without an unlock, and the catalogue holds the title as adult. When control
 * is on and the catalogue cannot be read, the answer is yes: a refused list beats an adult one.
 */
export async function isTitleBlocked(
  { catalog, parental }: GateContext,
  userId: string,
  sessionId: string,
  type: ContentType,
  id: string,
): Promise<boolean> {
  if (!(await parental.shouldHideAdult(userId, sessionId))) return false
  const leased = catalog.acquire(userId)
  try {
    const lease = await leased
    return lease !== null && isHiddenByView(adultFreeIndex(await lease.catalog.index(type)), id)
  } catch {
    return true
  } finally {
    void leased.then(
      (lease) => lease?.release(),
      () => undefined,
    )
  }
}

/**
 * Whether this session must not play an episode: while control holds, an episode plays only named
 * with its series (`seriesId`), when that series is not adult and the panel lists the episode under
 * it. Without the series, or when the panel cannot say, the answer is yes.
 */
export async function isEpisodeBlocked(
  ctx: EpisodeGateContext,
  userId: string,
  sessionId: string,
  seriesId: string | undefined,
  episodeId: string,
): Promise<boolean> {
  if (!(await ctx.parental.shouldHideAdult(userId, sessionId))) return false
  if (!seriesId || (await isTitleBlocked(ctx, userId, sessionId, 'series', seriesId))) return true
  try {
    const cloud = await ctx.clouds.getActive(userId)
    return !cloud || !(await ctx.series.hasEpisode(cloud, seriesId, episodeId))
  } catch {
    return true
  }
}
