import { Share, SquarePlus } from 'lucide-react'
import { t } from '@myflix/shared'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

/** Spec §1 iOS instructions: tap share, then 'Adicionar à Tela de Início'. */
export function IosInstallDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('pwa.iosTitle')}</DialogTitle>
        <DialogDescription>{t('pwa.iosIntro')}</DialogDescription>
        <ol className="mt-5 flex flex-col gap-4">
          <li className="flex items-center gap-3">
            <Share aria-hidden className="size-6 shrink-0 text-accent" />
            {t('pwa.iosShare')}
          </li>
          <li className="flex items-center gap-3">
            <SquarePlus aria-hidden className="size-6 shrink-0 text-accent" />
            {t('pwa.iosAdd')}
          </li>
        </ol>
      </DialogContent>
    </Dialog>
  )
}
