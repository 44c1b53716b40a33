import { useEffect, useRef } from 'react'
import { Copy, MonitorPlay } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { useCopyLink } from '../hooks/use-copy-link'

/**
 * A stream this browser cannot decode: say so, and hand an external player a link of our proxy that
 * works without this browser's session. It carries a sealed token, never the provider's user name or
 * password, plays this title only and lapses after some hours or at sign-out.
 */
export function ExternalPlayerOffer({ url, onRetry }: { url: string; onRetry: () => void }) {
  const { link, hours, preparing, linkFailed, copy, failed } = useCopyLink(url)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (failed) inputRef.current?.select()
  }, [failed])

  return (
    <div className="flex w-full max-w-lg flex-col items-center gap-3">
      <MonitorPlay aria-hidden className="size-12 text-accent" />
      <p className="text-lg font-semibold">{t('player.unsupported')}</p>
      <p className="text-muted">
        {link && t('player.unsupportedHint', { hours })}
        {preparing && t('player.linkPreparing')}
        {linkFailed && t('player.linkFailed')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button disabled={!link} onClick={() => void copy()}>
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
