import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { playMedia } from '../api/play-media'
import type { WatchSession } from '../hooks/use-watch'

/**
 * A stop-gap player until the player issue lands: asks our media proxy for the signed candidates and
 * plays them in order in a plain `<video controls>`, moving on when one fails.
 */
export function WatchDialog({
  session,
  onClose,
}: {
  session: WatchSession | null
  onClose: () => void
}) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      {session && (
        <DialogContent className="max-w-4xl p-3 sm:p-4">
          <DialogTitle className="pr-12 text-base sm:text-lg">
            {t('titles.details.playerTitle', { name: session.title })}
          </DialogTitle>
          <WatchVideo session={session} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function WatchVideo({ session }: { session: WatchSession }) {
  const [attempt, setAttempt] = useState(0)
  const play = useQuery({
    queryKey: ['media', 'play', session.request] as const,
    queryFn: ({ signal }) => playMedia(session.request, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  const candidate = play.data?.candidates[attempt]
  if (play.isPending) {
    return (
      <div className="flex aspect-video items-center justify-center gap-3 text-muted">
        <Spinner className="size-8" />
        <span>{t('titles.details.preparing')}</span>
      </div>
    )
  }
  if (!candidate) {
    return (
      <DialogDescription role="alert" className="py-10 text-center">
        {t('titles.details.playFailed')}
      </DialogDescription>
    )
  }
  return (
    <video
      key={candidate.url}
      src={candidate.url}
      controls
      autoPlay
      playsInline
      data-testid="watch-video"
      onError={() => setAttempt((index) => index + 1)}
      className="mt-3 aspect-video w-full rounded-lg bg-black"
    />
  )
}
