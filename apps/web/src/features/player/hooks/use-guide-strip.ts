import { useCallback, useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { ChannelNowNext, Programme } from '@myflix/shared'
import { guideScheduleQueryOptions } from '@/lib/api/guide'
import { unixNow } from '@/lib/programme-time'
import {
  STRIP_AFTER_S,
  STRIP_BEFORE_S,
  stripBounds,
  stripItem,
  stripProgrammes,
} from '../lib/guide-strip'

/** The strip closes by itself after this long without ←/→. */
export const STRIP_IDLE_MS = 8_000

/**
 * Live (issue 21): ←/→ walk the channel's guide from the programme on now, shown in the top bar in
 * place of now/next; OK on a programme of the archive plays it (issue 19), Back closes the strip.
 * The channel's schedule is asked for when the strip first opens.
 */
export function useGuideStrip(
  channelId: string,
  entry: ChannelNowNext | undefined,
  archiveDays: number,
  onPlay: (programme: Programme) => void,
) {
  // Both name their channel: another channel's strip starts closed.
  const [walking, setWalk] = useState<{ channel: string; step: number; at: number } | null>(null)
  const walk = walking?.channel === channelId ? walking : null
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // The span is fixed when the strip opens, so the schedule's query key stays the same.
  const [opening, setOpened] = useState<{ channel: string; at: number } | null>(null)
  const opened = opening?.channel === channelId ? opening.at : null
  const schedule = useQuery({
    ...guideScheduleQueryOptions(
      channelId,
      (opened ?? 0) - STRIP_BEFORE_S,
      (opened ?? 0) + STRIP_AFTER_S,
    ),
    enabled: opened !== null,
  })
  const programmes = stripProgrammes(schedule.data?.programmes, entry)
  const item = walk ? stripItem(programmes, walk.step, walk.at, archiveDays) : null

  useEffect(() => {
    clearTimeout(timer.current)
    if (walk) timer.current = setTimeout(() => setWalk(null), STRIP_IDLE_MS)
    return () => clearTimeout(timer.current)
  }, [walk])

  const move = useCallback(
    (step: 1 | -1 | null) => {
      if (step === null) return setWalk(null)
      const now = unixNow()
      if (opened === null) setOpened({ channel: channelId, at: Math.floor(now / 60) * 60 })
      const [min, max] = stripBounds(programmes, now)
      // The strip opens on the programme on now for ← (its beginning is a step back from live),
      // on the next one for →; whether the schedule came yet or not.
      const to = walk ? walk.step + step : Math.max(step, 0)
      setWalk({ channel: channelId, step: Math.min(Math.max(to, min), max), at: now })
    },
    [programmes, opened, channelId, walk],
  )

  /** OK on the strip: plays a programme of the archive, else closes it. False when it is closed. */
  const ok = useCallback(() => {
    if (!walk) return false
    if (item && item.offer !== 'none') onPlay(item.programme)
    setWalk(null)
    return true
  }, [walk, item, onPlay])

  return { open: walk !== null, item, move, ok }
}
