import { t } from '@myflix/shared'
import { ParentalSettings } from '@/features/parental/components/parental-settings'
import { DisplaySettings } from '@/features/profile/components/display-settings'
import { PlaybackSettings } from '@/features/profile/components/playback-settings'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function SettingsRoute() {
  useDocumentTitle(t('screens.settings'))
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('screens.settings')}</h1>
      <ParentalSettings />
      <PlaybackSettings />
      <DisplaySettings />
    </div>
  )
}
