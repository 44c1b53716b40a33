import { RefreshCw, X } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'

/**
 * Spec §1 banner 'Atualização Disponível': 'Atualizar' activates the waiting version and reloads,
 * 'Depois' and the close icon dismiss it for this page.
 */
export function UpdateBanner({
  onUpdate,
  onDismiss,
  updating = false,
}: {
  onUpdate: () => void
  onDismiss: () => void
  updating?: boolean
}) {
  return (
    <section
      role="status"
      aria-labelledby="update-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4 shadow-2xl max-md:bottom-20"
    >
      <div className="flex items-start gap-3 pr-10">
        <RefreshCw aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <h2 id="update-banner-title" className="font-bold">
            {t('pwa.updateTitle')}
          </h2>
          <p className="text-sm text-muted">{t('pwa.updateText')}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDismiss}>
          {t('pwa.updateLater')}
        </Button>
        <Button type="button" onClick={onUpdate} disabled={updating}>
          {t('pwa.updateNow')}
        </Button>
      </div>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={onDismiss}
        className="absolute top-2 right-2 flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted hover:text-foreground"
      >
        <X aria-hidden className="size-5" />
      </button>
    </section>
  )
}
