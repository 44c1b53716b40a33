import { useRef } from 'react'
import { Tv } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { Switch } from '@/components/ui/switch'
import { useTvMode } from '@/hooks/use-tv-mode'
import { useDeviceSettings } from '@/stores/device-settings-store'

/**
 * Configurações › Tela: 'Modo TV' (docs/decisions.md "Issue 21: keys, Back and the TV layout"). The
 * switch shows what is in use; turning it forces that choice on this device until 'Voltar ao
 * automático'.
 */
export function DisplaySettings() {
  const setting = useDeviceSettings((settings) => settings.tvMode)
  const setTvMode = useDeviceSettings((settings) => settings.setTvMode)
  const on = useTvMode()
  const toggle = useRef<HTMLButtonElement>(null)
  return (
    <SettingsSection
      icon={Tv}
      title={t('profile.display')}
      description={
        <>
          <label htmlFor="tv-mode" className="block font-semibold">
            {t('profile.tvMode')}
          </label>
          <p id="tv-mode-hint" className="text-sm text-muted">
            {t('profile.tvModeHint')}
          </p>
          <p id="tv-mode-source" className="mt-1 text-sm text-muted">
            {setting === 'auto' ? t('profile.tvModeAuto') : t('profile.tvModeChosen')}
          </p>
        </>
      }
      control={
        <Switch
          ref={toggle}
          id="tv-mode"
          aria-describedby="tv-mode-hint tv-mode-source"
          checked={on}
          onCheckedChange={(checked) => setTvMode(checked ? 'on' : 'off')}
        />
      }
    >
      {setting !== 'auto' && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            setTvMode('auto')
            // The button goes away with the choice: focus stays in the section, for a remote.
            toggle.current?.focus()
          }}
        >
          {t('profile.tvModeUseAuto')}
        </Button>
      )}
    </SettingsSection>
  )
}
