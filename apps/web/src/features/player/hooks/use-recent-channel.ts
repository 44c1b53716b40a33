import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { addRecentChannel, libraryKeys } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'

/**
 * A channel that starts playing goes to the top of 'Assistidos recentemente', once each time it is
 * tuned to. The row is a convenience: a failure is dropped without a word.
 */
export function useRecentChannel(request: PlayerRequest, playing: boolean) {
  const queryClient = useQueryClient()
  const recorded = useRef<string | null>(null)
  // Set when this channel's player was seen not playing: right after a switch, `playing` still
  // speaks of the channel before, which must not count for this one.
  const armed = useRef<string | null>(null)
  const content = request.type === 'live' ? request.content : undefined
  useEffect(() => {
    if (!playing) {
      armed.current = request.id
      return
    }
    if (!content || armed.current !== request.id || recorded.current === request.id) return
    recorded.current = request.id
    addRecentChannel(content)
      .then(() => queryClient.invalidateQueries({ queryKey: libraryKeys.recentChannels() }))
      .catch(() => {})
  }, [playing, content, request.id, queryClient])
}
