import { useEffect, useRef } from 'react'
import { Copy, ExternalLink, Hourglass, MonitorPlay } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { useCopyLink } from '../hooks/use-copy-link'
import { useVlcLink } from '../hooks/use-vlc-link'

/** Why the stream goes to an external player: this browser cannot decode it, or our server is busy. */
export type HandOffReason = 'unsupported' | 'busy'

/**
 * A stream this browser cannot play here: say why, and hand an external player a link of our proxy
 * that works without this browser's session. It carries a sealed token, never the provider's user
 * name or password, plays this title only and lapses after some hours or at sign-out. On a phone,
 * 'Abrir no VLC' opens it there directly.
 */
export function ExternalPlayerOffer({
  url,
  reason = 'unsupported',
  onRetry,
}: {
  url: string
  reason?: HandOffReason
  onRetry: () => void
}) {
  const { link, hours, preparing, linkFailed, copy, failed } = useCopyLink(url)
  const vlc = useVlcLink(link)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (failed) inputRef.current?.select()
  }, [failed])
  const busy = reason === 'busy'
  const Icon = busy ? Hourglass : MonitorPlay

  return (
    <div
      data-testid="player-hand-off"
      data-reason={reason}
      className="flex w-full max-w-lg flex-col items-center gap-3"
    >
      <Icon aria-hidden className="size-12 text-accent" />
      <p className="text-lg font-semibold">
        {busy ? t('player.busyTitle') : t('player.unsupported')}
      </p>
      {busy && <p>{t('player.busy')}</p>}
      <p className="text-muted">
        {link && t(busy ? 'player.busyHint' : 'player.unsupportedHint', { hours })}
        {preparing && t('player.linkPreparing')}
        {linkFailed && t('player.linkFailed')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {vlc && (
          <Button asChild>
            <a href={vlc}>
              <ExternalLink aria-hidden />
              {t('player.openInVlc')}
            </a>
          </Button>
        )}
        <Button variant={vlc ? 'outline' : 'primary'} disabled={!link} onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('player.copyLink')}
        </Button>
        <Button variant="outline" onClick={onRetry}>
          {t('player.retry')}
        </Button>
      </div>
      {failed && <p className="text-sm text-muted">{t('player.copyFailed')}</p>}
      {link && (
        <label className="w-full text-left text-sm text-muted">
          {t('player.streamLink')}
          <input
            ref={inputRef}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2 text-sm text-foreground"
          />
        </label>
      )}
    </div>
  )
}
