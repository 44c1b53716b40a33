import { useCallback, useState } from 'react'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'

/** Copies a stream link; `failed` turns true when the clipboard refuses (then show it to select). */
export function useCopyLink(link: string) {
  const [failed, setFailed] = useState(false)
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(link)
      notify({ title: t('player.linkCopied'), description: t('player.linkCopiedText') })
    } catch {
      setFailed(true)
    }
  }, [link])
  return { copy, failed }
}
