import { useCallback, useEffect, useRef, useState } from 'react'
import type { Episode } from '@myflix/shared'
import { AvailabilityChecker, startDelay, type Availability } from '../lib/availability'
import { probeEpisode } from '../lib/probe-episode'

// One checker for the whole app, so answers stay cached for 15 minutes across details pages and the
// breaker protects the provider whichever series is open.
let shared: AvailabilityChecker | null = null
const checker = () => (shared ??= new AvailabilityChecker(probeEpisode))

/**
 * Availability of the episodes on screen (spec §4/§9): checks start 3-5 s after the list appears, then
 * follow the checker's debounce, batching, cache and breaker.
 */
export function useEpisodeAvailability(episodes: readonly Episode[], seriesId: string) {
  const [started, setStarted] = useState(false)
  const [, setVersion] = useState(0)
  const targets = useRef({ episodes, seriesId })
  const key = episodes.map((episode) => episode.id).join(',')

  useEffect(() => {
    targets.current = { episodes, seriesId }
  })

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), startDelay())
    const off = checker().subscribe((event) => {
      if (event === 'closed') checker().request(toTargets(targets.current))
      setVersion((version) => version + 1)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [])

  useEffect(() => {
    if (started && key) checker().request(toTargets(targets.current))
  }, [started, key])

  return useCallback((id: string): Availability => checker().get(id), [])
}

const toTargets = ({ episodes, seriesId }: { episodes: readonly Episode[]; seriesId: string }) =>
  episodes.map((episode) => ({
    id: episode.id,
    ext: episode.container_extension || 'mp4',
    seriesId,
  }))
