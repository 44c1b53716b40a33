import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { normaliseLanguage, sameLanguage } from '@myflix/shared'

/** Where this device remembers each user's audio and subtitle choices. */
export const TRACK_PREFERENCES_KEY = 'myflix-track-preferences'

/** Issue 20: "prefer 'Português', then the last one chosen". */
export const FIRST_AUDIO_LANGUAGE = 'por'

/** Users a shared device remembers; the one who chose longest ago goes first. */
export const MAX_REMEMBERED_USERS = 20

export interface TrackPreference {
  user: string
  /** The language of the audio chosen last (normalised: 'por', 'eng'), or null. */
  audio: string | null
  /** The language of the subtitle chosen last; null: turned off; absent: never chosen. */
  subtitles?: string | null
}

/** The audio languages a title asks for, in order: Portuguese, then the last one chosen. */
export function audioLanguageOrder(preference: TrackPreference | undefined): string[] {
  const last = preference?.audio
  return last && !sameLanguage(last, FIRST_AUDIO_LANGUAGE)
    ? [FIRST_AUDIO_LANGUAGE, last]
    : [FIRST_AUDIO_LANGUAGE]
}

/**
 * The subtitle to show when a title opens: the first in the language chosen last, null (none) when
 * the user turned them off or the title has none in that language, undefined when the user never
 * chose (an engine's own default stays).
 */
export function subtitleAtOpen(
  subtitles: readonly { language: string | null }[],
  preference: TrackPreference | undefined,
): number | null | undefined {
  const wanted = preference?.subtitles
  if (wanted === undefined) return undefined
  if (wanted === null) return null
  const found = subtitles.findIndex((track) => sameLanguage(track.language, wanted))
  return found >= 0 ? found : null
}

type Choice = Partial<Pick<TrackPreference, 'audio' | 'subtitles'>>

/** `list` with `user`'s entry updated by `choice` and moved first, at most MAX_REMEMBERED_USERS. */
export function withChoice(
  list: readonly TrackPreference[],
  user: string,
  choice: Choice,
): TrackPreference[] {
  const before = list.find((entry) => entry.user === user) ?? { user, audio: null }
  const others = list.filter((entry) => entry.user !== user)
  return [{ ...before, ...choice }, ...others].slice(0, MAX_REMEMBERED_USERS)
}

function readEntry(value: unknown): TrackPreference | null {
  const entry = value as Partial<Record<keyof TrackPreference, unknown>> | null
  if (typeof entry?.user !== 'string') return null
  const language = (code: unknown) => (typeof code === 'string' ? normaliseLanguage(code) : null)
  const read: TrackPreference = { user: entry.user, audio: language(entry.audio) }
  const subtitles = language(entry.subtitles)
  if (entry.subtitles === null || subtitles) read.subtitles = subtitles
  return read
}

type TrackPreferencesState = {
  users: TrackPreference[]
  chooseAudio: (user: string, language: string | null) => void
  /** null: subtitles turned off. */
  chooseSubtitles: (user: string, language: string | null) => void
}

/**
 * Kept on the device, per signed-in user (docs/decisions.md "Issue 20: the player's track menus"):
 * like the device settings, the TV in the living room and a phone may want different things.
 * A track with no language changes nothing: it says nothing about the next title.
 */
export const useTrackPreferences = create<TrackPreferencesState>()(
  persist(
    (set) => ({
      users: [],
      chooseAudio: (user, language) => {
        const audio = normaliseLanguage(language)
        if (audio) set(({ users }) => ({ users: withChoice(users, user, { audio }) }))
      },
      chooseSubtitles: (user, language) => {
        const subtitles = normaliseLanguage(language)
        if (language === null || subtitles)
          set(({ users }) => ({ users: withChoice(users, user, { subtitles }) }))
      },
    }),
    {
      name: TRACK_PREFERENCES_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ users }) => ({ users }),
      // Whatever an older build or a hand stored, only well-formed entries are taken back.
      merge: (stored, current) => {
        const list = (stored as { users?: unknown } | undefined)?.users
        const users = Array.isArray(list)
          ? list
              .map(readEntry)
              .filter((entry) => entry !== null)
              .slice(0, MAX_REMEMBERED_USERS)
          : []
        return { ...current, users }
      },
    },
  ),
)

/** The preference of `user` (undefined: none, or nobody signed in). */
export const usePreferenceOf = (user: string | null) =>
  useTrackPreferences((state) =>
    user ? state.users.find((entry) => entry.user === user) : undefined,
  )
