import { useCallback, useState } from 'react'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { useExternalLink } from '@/lib/api/media'
import { absoluteUrl } from '../lib/engine-plan'
import { withoutStart } from './use-stream-source'

const HOUR_S = 3600

/**
 * The external-player link for one of our candidate URLs, and copying it. `link` is null until the
 * server made it; `failed` turns true when the clipboard refuses (then show it to select). A
 * processed stream's link is asked for the URL as /play answered it: the external player seeks itself.
 */
export function useCopyLink(candidateUrl: string) {
  const query = useExternalLink(withoutStart(candidateUrl))
  const link = query.data ? absoluteUrl(query.data.url, window.location.origin) : null
  const [failed, setFailed] = useState(false)
  const copy = useCallback(async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      notify({ title: t('player.linkCopied'), description: t('player.linkCopiedText') })
    } catch {
      setFailed(true)
    }
  }, [link])
  return {
    link,
    hours: Math.floor((query.data?.expiresIn ?? 0) / HOUR_S),
    preparing: query.isPending,
    linkFailed: query.isError,
    copy,
    failed,
  }
}
