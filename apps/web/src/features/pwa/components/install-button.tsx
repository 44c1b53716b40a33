import { useState } from 'react'
import { Download } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { lazyDialog } from '@/components/ui/lazy-dialog'
import { useInstallPrompt } from '../hooks/use-install-prompt'

const IosInstallDialog = lazyDialog(() =>
  import('./ios-install-dialog').then((module) => module.IosInstallDialog),
)

/**
 * Spec §1 install-app button: the browser's install dialog where there is one (Chromium), the
 * share-sheet steps on iOS; nothing once the app is installed or the browser offers no install.
 */
export function InstallButton() {
  const { canPrompt, iosManual, prompt } = useInstallPrompt()
  const [iosOpen, setIosOpen] = useState(false)
  if (!canPrompt && !iosManual) return null
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        onClick={() => (canPrompt ? void prompt() : setIosOpen(true))}
      >
        <Download aria-hidden />
        <span className="max-sm:sr-only">{t('pwa.install')}</span>
      </Button>
      {iosManual && <IosInstallDialog open={iosOpen} onOpenChange={setIosOpen} />}
    </>
  )
}
