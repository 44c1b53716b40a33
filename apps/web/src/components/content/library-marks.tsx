import { progressRatio, progressState, type ProgressEntry } from '@myflix/shared'
import { useProgressEntry } from '@/lib/api/library'
import { ProgressBar } from './progress-bar'
import { WatchedMark } from './watched-mark'

/**
 * What the library says over an image: the watched mark for a watched title, a bar for a started
 * one, nothing for the rest (a title barely begun is not "started", progressState).
 */
export function LibraryMarks({ entry }: { entry: ProgressEntry | undefined }) {
  if (!entry) return null
  if (entry.watched) return <WatchedMark className="absolute right-1.5 bottom-2.5" />
  if (progressState(entry.position, entry.duration) !== 'started') return null
  return (
    <ProgressBar
      ratio={progressRatio(entry.position, entry.duration)}
      className="absolute inset-x-0 bottom-0"
    />
  )
}

/** A movie poster's marks, from the app's one progress query. */
export function MovieMarks({ id }: { id: string }) {
  return <LibraryMarks entry={useProgressEntry('movie', id)} />
}
