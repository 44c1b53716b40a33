import { PlayCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { SettingsSection } from '@/components/ui/settings-section'
import { Switch } from '@/components/ui/switch'
import { useDeviceSettings } from '@/stores/device-settings-store'

/** Configurações: how episodes follow each other on this device (docs/decisions.md, issue 17). */
export function PlaybackSettings() {
  const autoplayNext = useDeviceSettings((settings) => settings.autoplayNext)
  const setAutoplayNext = useDeviceSettings((settings) => settings.setAutoplayNext)
  return (
    <SettingsSection
      icon={PlayCircle}
      title={t('player.playbackSettings')}
      description={
        <>
          <label htmlFor="autoplay-next" className="block font-semibold">
            {t('player.autoplayNext')}
          </label>
          <p className="text-sm text-muted">{t('player.autoplayNextHint')}</p>
        </>
      }
      control={
        <Switch id="autoplay-next" checked={autoplayNext} onCheckedChange={setAutoplayNext} />
      }
    />
  )
}
