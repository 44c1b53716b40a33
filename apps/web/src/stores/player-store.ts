import { create } from 'zustand'
import type { CatalogItem, EpisodeRef, Programme, WatchTarget } from '@myflix/shared'
import { requireNetwork } from '@/lib/network'

/** A channel the player can switch to with ↑/↓ without leaving the overlay. */
export type PlayerChannel = {
  id: string
  title: string
  poster?: string | null
  /** Its card, so a channel reached with ↑/↓ still goes to 'Assistidos recentemente'. */
  content?: CatalogItem
}

/** What any screen asks the player to play. */
export type PlayerRequest = WatchTarget & {
  title: string
  poster?: string | null
  /** Live only: the list ↑/↓ moves through, in the order the caller shows it. */
  channels?: readonly PlayerChannel[]
  /** Resume: the second playback starts at; absent or null plays from the start. */
  startAt?: number | null
  /** The movie's, series' or channel's card, under which the library keeps what is watched. */
  content?: CatalogItem
  /** Episodes: which one, for their label ("T1E3 · name") and what plays next. */
  episode?: EpisodeRef
  /**
   * Live only (issue 19): a programme of the channel's archive, played through POST
   * /api/media/catchup instead of live. `startAt` is then an instant (unix seconds) inside it.
   */
  catchup?: Programme
}

type PlayerState = {
  request: PlayerRequest | null
  /** Opens the overlay, or replaces what it plays (a new episode, another channel). */
  play: (request: PlayerRequest) => void
  close: () => void
}

/**
 * The one player of the app: a screen calls `play(...)`, the overlay mounted once in the app layout
 * plays it. `onClose` subscribers (a details page resetting its watch state) use `subscribe`.
 */
export const usePlayerStore = create<PlayerState>()((set) => ({
  request: null,
  // Streams need the network: offline the player does not open, and a toast says why.
  play: (request) => {
    if (requireNetwork()) set({ request })
  },
  close: () => set({ request: null }),
}))

/** The actions alone, so callers don't re-render when the playing title changes. */
export function usePlayer() {
  const play = usePlayerStore((state) => state.play)
  const close = usePlayerStore((state) => state.close)
  const isOpen = usePlayerStore((state) => state.request !== null)
  return { play, close, isOpen }
}
