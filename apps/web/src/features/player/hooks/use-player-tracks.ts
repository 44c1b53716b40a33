import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import { pickAudioTrack } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import type { EngineTrackControl, EngineTracks } from '../lib/engines/engine-types'
import {
  audioLanguageOrder,
  subtitleAtOpen,
  usePreferenceOf,
  useTrackPreferences,
} from '../lib/track-preferences'
import type { StreamSource } from './use-stream-source'
import { useSubtitleCues } from './use-subtitle-cues'

/** One menu: what it lists, which one plays, and the choice. */
export interface TrackMenuModel {
  labels: readonly string[]
  /** Position in `labels` of the one playing or shown; null: none (subtitles off). */
  selected: number | null
  /** null: subtitles off. */
  choose: (position: number | null) => void
}

export interface PlayerTracks {
  /** Only with two tracks or more: one is no choice. */
  audio: TrackMenuModel | null
  subtitles: TrackMenuModel | null
}

/**
 * The audio languages a title asks /play for (Portuguese, then the last chosen), read when the
 * title opens: a choice made while it plays must not ask for the stream again.
 */
export function useAudioLanguages(userId: string | null, request: PlayerRequest): string[] {
  const preference = usePreferenceOf(userId)
  const [kept, setKept] = useState(() => ({ request, languages: audioLanguageOrder(preference) }))
  if (kept.request !== request) {
    const next = { request, languages: audioLanguageOrder(preference) }
    setKept(next)
    return next.languages
  }
  return kept.languages
}

const NO_TRACKS: EngineTracks = { audio: [], audioTrack: -1, subtitles: [], subtitleTrack: -1 }
const subscribeNone = () => () => {}
const noTracks = () => NO_TRACKS

type TrackOptions = {
  videoRef: RefObject<HTMLVideoElement | null>
  request: PlayerRequest
  source: Pick<StreamSource, 'media' | 'offset' | 'chooseAudio'>
  /** The renditions of the engine playing (hls.js); null: the engine switches none. */
  engine: EngineTrackControl | null
  userId: string | null
  /** A broadcast: a new audio starts at the live edge, not at a position. */
  live: boolean
  /**
   * The title's second now, from its timeline: a seek still waiting for its stream counts, so an
   * audio chosen right after a seek starts where the seek goes.
   */
  titleSecond: () => number
}

/**
 * The 'Áudio' and 'Legendas' menus. An engine that switches tracks itself (hls.js) lists its own
 * renditions; otherwise the server's plan does: another audio is a new stream from where the user
 * was, and a subtitle is the server's WebVTT shown on the element (use-subtitle-cues).
 */
export function usePlayerTracks({
  videoRef,
  request,
  source,
  engine,
  userId,
  live,
  titleSecond,
}: TrackOptions): PlayerTracks {
  const tracks = useSyncExternalStore(
    engine?.subscribe ?? subscribeNone,
    engine?.snapshot ?? noTracks,
  )
  const preference = usePreferenceOf(userId)
  const rememberAudio = useTrackPreferences((state) => state.chooseAudio)
  const rememberSubtitles = useTrackPreferences((state) => state.chooseSubtitles)
  const { media: plan, offset, chooseAudio } = source

  // The user's languages, applied once to each stream the engine opens.
  const applied = useRef({ audio: new WeakSet<object>(), subtitles: new WeakSet<object>() })
  useEffect(() => {
    if (!engine) return
    const done = applied.current
    if (tracks.audio.length >= 2 && !done.audio.has(engine)) {
      done.audio.add(engine)
      const choices = tracks.audio.map((track, i) => ({
        language: track.language,
        isDefault: i === tracks.audioTrack,
      }))
      const wanted = pickAudioTrack(choices, undefined, audioLanguageOrder(preference))
      if (wanted !== null && wanted !== tracks.audioTrack) engine.selectAudio(wanted)
    }
    if (tracks.subtitles.length > 0 && !done.subtitles.has(engine)) {
      done.subtitles.add(engine)
      const wanted = subtitleAtOpen(tracks.subtitles, preference)
      if (wanted !== undefined && (wanted ?? -1) !== tracks.subtitleTrack)
        engine.selectSubtitle(wanted ?? -1)
    }
  }, [engine, tracks, preference])

  // A subtitle picked from the plan belongs to the title it was picked in.
  const [picked, setPicked] = useState<{ request: PlayerRequest; position: number | null }>()
  const planSubtitles = plan?.subtitles ?? []
  const engineSubtitles = tracks.subtitles.length > 0
  const planPosition =
    picked?.request === request
      ? picked.position
      : (subtitleAtOpen(planSubtitles, preference) ?? null)
  const shown = engineSubtitles || planPosition === null ? null : planSubtitles[planPosition]
  useSubtitleCues(videoRef, shown?.url ?? null, offset)

  const noteAudio = (language: string | null) => {
    if (userId) rememberAudio(userId, language)
  }
  const noteSubtitles = (language: string | null | undefined) => {
    if (userId && language !== undefined) rememberSubtitles(userId, language)
  }

  let audio: TrackMenuModel | null = null
  if (engine && tracks.audio.length >= 2) {
    audio = {
      labels: tracks.audio.map((track) => track.label),
      selected: tracks.audioTrack >= 0 ? tracks.audioTrack : null,
      choose: (position) => {
        if (position === null || position === tracks.audioTrack) return
        engine.selectAudio(position)
        noteAudio(tracks.audio[position]?.language ?? null)
      },
    }
  } else if (plan && plan.audio.length >= 2) {
    const playing = plan.audio.findIndex((track) => track.index === plan.audioTrack)
    audio = {
      labels: plan.audio.map((track) => track.label),
      selected: playing >= 0 ? playing : null,
      choose: (position) => {
        const track = position === null ? undefined : plan.audio[position]
        if (!track || position === playing) return
        const at = live ? 0 : Math.floor(titleSecond())
        chooseAudio(track.index, at)
        noteAudio(track.language)
      },
    }
  }

  let subtitles: TrackMenuModel | null = null
  if (engine && engineSubtitles) {
    subtitles = {
      labels: tracks.subtitles.map((track) => track.label),
      selected: tracks.subtitleTrack >= 0 ? tracks.subtitleTrack : null,
      choose: (position) => {
        engine.selectSubtitle(position ?? -1)
        noteSubtitles(
          position === null ? null : (tracks.subtitles[position]?.language ?? undefined),
        )
      },
    }
  } else if (planSubtitles.length > 0) {
    subtitles = {
      labels: planSubtitles.map((track) => track.label),
      selected: planPosition,
      choose: (position) => {
        setPicked({ request, position })
        noteSubtitles(position === null ? null : (planSubtitles[position]?.language ?? undefined))
      },
    }
  }
  return { audio, subtitles }
}
