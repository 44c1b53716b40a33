/**
 * `@/lib/api/media` for overlay tests, as a vi.mock factory answers it. The neighbours' answers
 * asked ahead (issue 21's zapping) are not these tests' concern: refused. Nothing is a catch-up:
 * its query is off.
 */
export const mediaApiWithoutPlayAhead = {
  postPlay: () => Promise.reject(new Error('no play-ahead here')),
  useCatchupCandidates: () => ({ isPending: true, isFetching: false, isError: false }),
}

/** As above, with /play answering one mp4 at once: the stream is taken as given. */
export const mediaApiPlayingMp4 = {
  ...mediaApiWithoutPlayAhead,
  usePlayCandidates: () => ({
    data: { candidates: [{ url: '/api/media/s/x.mp4', ext: 'mp4' }] },
    isPending: false,
    isError: false,
    refetch: () => Promise.resolve(),
  }),
}
