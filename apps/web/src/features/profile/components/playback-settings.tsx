import { PlayCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { Switch } from '@/components/ui/switch'
import { useDeviceSettings } from '@/stores/device-settings-store'

/** Configurações: how episodes follow each other on this device (docs/decisions.md, issue 17). */
export function PlaybackSettings() {
  const autoplayNext = useDeviceSettings((settings) => settings.autoplayNext)
  const setAutoplayNext = useDeviceSettings((settings) => settings.setAutoplayNext)
  return (
    <section
      aria-labelledby="playback-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex items-start gap-4">
        <PlayCircle aria-hidden className="mt-1 size-6 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <h2 id="playback-title" className="text-lg font-bold">
            {t('player.playbackSettings')}
          </h2>
          <label htmlFor="autoplay-next" className="block font-semibold">
            {t('player.autoplayNext')}
          </label>
          <p className="text-sm text-muted">{t('player.autoplayNextHint')}</p>
        </div>
        <Switch id="autoplay-next" checked={autoplayNext} onCheckedChange={setAutoplayNext} />
      </div>
    </section>
  )
}
