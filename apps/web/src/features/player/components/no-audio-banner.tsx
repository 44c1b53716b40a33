import { useState } from 'react'
import { Copy, VolumeX, X } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { useCopyLink } from '../hooks/use-copy-link'

/**
 * A movie that plays without sound: a hint and the link for an external player, not a blocker.
 * Mounted for the player's life, so a hint closed for a stream stays closed while `silent` comes
 * and goes (a pause, a resume); another stream may show it again.
 */
export function NoAudioBanner({ url, silent }: { url: string | null; silent: boolean }) {
  const [closed, setClosed] = useState<string | null>(null)
  if (!silent || url === null || closed === url) return null
  return <NoAudioHint url={url} onDismiss={() => setClosed(url)} />
}

/** Asks for the external link only once shown. */
function NoAudioHint({ url, onDismiss }: { url: string; onDismiss: () => void }) {
  const { link, copy } = useCopyLink(url)
  return (
    <div
      role="status"
      className="absolute inset-x-2 top-2 z-10 flex items-center gap-3 rounded-lg border border-border bg-surface/95 p-3 text-sm sm:inset-x-auto sm:right-4 sm:max-w-md"
    >
      <VolumeX aria-hidden className="size-5 shrink-0 text-accent" />
      <p className="flex-1">{t('player.noAudio')}</p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('player.copyLink')}
        disabled={!link}
        onClick={() => void copy()}
      >
        <Copy aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('player.dismiss')} onClick={onDismiss}>
        <X aria-hidden />
      </Button>
    </div>
  )
}
