import type { usePlayback } from '../hooks/use-playback'

/** What `usePlayback` answers for a stream taken as playing (overlay tests mock the engines away). */
export const playingPlayback: ReturnType<typeof usePlayback> = {
  state: {
    phase: 'idle',
    attempts: 0,
    index: 0,
    dropped: [false],
    unsupportedUrl: null,
    providerDown: false,
    error: null,
    playing: true,
  },
  retry: () => {},
  recover: () => {},
  tracks: null,
}
