import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { EpisodeRef } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { nextEpisodeRequest } from '../lib/episode-label'
import { asksStillWatching, endAction } from '../lib/up-next'

type UpNextOptions = {
  request: PlayerRequest
  next: EpisodeRef | null
  /** The device setting 'Reproduzir próximo episódio automaticamente'. */
  autoplay: boolean
  /** Plays another request in this same overlay. */
  onPlay: (request: PlayerRequest) => void
}

/**
 * What happens at an episode's end: the next one plays by itself (unless the setting is off or the
 * card was dismissed), and after STILL_WATCHING_AFTER of those in a row with no input the episode
 * that just started is paused with 'Você ainda está assistindo?'. `noteInput` restarts the count.
 */
export function useUpNext(
  videoRef: RefObject<HTMLVideoElement | null>,
  { request, next, autoplay, onPlay }: UpNextOptions,
) {
  const episode = request.type === 'episode'
  const [dismissedFor, setDismissedFor] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const dismissed = dismissedFor === request.id
  const autoplayed = useRef(0)
  const askOnStart = useRef(false)
  const latest = useRef({ request, next, autoplay, dismissed, onPlay })
  useEffect(() => {
    latest.current = { request, next, autoplay, dismissed, onPlay }
  })

  useEffect(() => {
    const video = videoRef.current
    if (!video || !episode) return
    const onEnded = () => {
      const { request, next, autoplay, dismissed, onPlay } = latest.current
      if (!next || endAction({ hasNext: true, autoplay, dismissed }) !== 'autoplay') return
      autoplayed.current += 1
      askOnStart.current = asksStillWatching(autoplayed.current)
      onPlay(nextEpisodeRequest(request, next))
    }
    const onPlaying = () => {
      if (!askOnStart.current) return
      askOnStart.current = false
      video.pause()
      setAsking(true)
    }
    video.addEventListener('ended', onEnded)
    video.addEventListener('playing', onPlaying)
    return () => {
      video.removeEventListener('ended', onEnded)
      video.removeEventListener('playing', onPlaying)
    }
  }, [videoRef, episode])

  const startOver = useCallback(() => {
    autoplayed.current = 0
    askOnStart.current = false
  }, [])

  const noteInput = useCallback(() => {
    // The question itself waits for its buttons; a stray move of the mouse does not answer it.
    if (!asking) startOver()
  }, [asking, startOver])

  const watchNow = useCallback(() => {
    startOver()
    if (next) onPlay(nextEpisodeRequest(request, next))
  }, [next, onPlay, request, startOver])

  const dismiss = useCallback(() => setDismissedFor(request.id), [request.id])

  const keepWatching = useCallback(() => {
    startOver()
    setAsking(false)
    void videoRef.current?.play().catch(() => {})
  }, [videoRef, startOver])

  return { dismissed, asking, noteInput, watchNow, dismiss, keepWatching }
}
