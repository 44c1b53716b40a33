import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'

/** 'Tem certeza que deseja deletar esta nuvem?' before a delete. */
export function DeleteCloudDialog({
  cloudName,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  cloudName: string
  open: boolean
  pending: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('profile.deleteConfirm')}</DialogTitle>
        <DialogDescription>{t('profile.deleteConfirmHint', { name: cloudName })}</DialogDescription>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('profile.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" onClick={onConfirm} disabled={pending} variant="danger">
            {t('profile.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
