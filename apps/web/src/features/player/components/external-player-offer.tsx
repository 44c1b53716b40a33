import { useEffect, useRef } from 'react'
import { Copy, MonitorPlay } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { useCopyLink } from '../hooks/use-copy-link'
import { absoluteUrl } from '../lib/engine-plan'

/**
 * A stream this browser cannot decode: say so, and hand the link of our proxy to an external
 * player. The link carries a signed token, never the provider's user name or password.
 */
export function ExternalPlayerOffer({
  url,
  hours,
  onRetry,
}: {
  url: string
  hours: number
  onRetry: () => void
}) {
  const link = absoluteUrl(url, window.location.origin)
  const { copy, failed } = useCopyLink(link)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (failed) inputRef.current?.select()
  }, [failed])

  return (
    <div className="flex max-w-lg flex-col items-center gap-3">
      <MonitorPlay aria-hidden className="size-12 text-accent" />
      <p className="text-lg font-semibold">{t('player.unsupported')}</p>
      <p className="text-muted">{t('player.unsupportedHint', { hours })}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('player.copyLink')}
        </Button>
        <Button variant="outline" onClick={onRetry}>
          {t('player.retry')}
        </Button>
      </div>
      {failed && <p className="text-sm text-muted">{t('player.copyFailed')}</p>}
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
    </div>
  )
}
