// The real lengths of the committed files every movie and every episode streams (media/README.md),
// so the durations the panel reports give the app true progress percentages.

/** Six minutes: past the 5 minutes below which a title never offers resume. Whole minutes. */
export const MOVIE_MEDIA_SECONDS = 6 * 60
/**
 * The audio and subtitle tracks title: two minutes, so a seek to half way lands past what a browser
 * buffers at the start, while its AC3 5.1 track stays under 1 MB. Whole minutes.
 */
export const TRACKS_MOVIE_SECONDS = 2 * 60
/** The MPEG-TS title: two minutes, as the tracks title, which keeps its transport stream ~350 KB. */
export const TS_MOVIE_SECONDS = 2 * 60
/** Ten seconds, so an episode's end and 'Próximo episódio' come quickly. */
export const EPISODE_MEDIA_SECONDS = 10
/** A series' `episode_run_time`, in whole minutes as panels send it. */
export const EPISODE_RUNTIME_MINUTES = Math.ceil(EPISODE_MEDIA_SECONDS / 60)
