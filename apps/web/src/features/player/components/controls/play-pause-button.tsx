import { Pause, Play } from 'lucide-react'
import { t } from '@myflix/shared'
import { ControlButton } from './control-button'

export function PlayPauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <ControlButton
      label={paused ? t('player.controls.play') : t('player.controls.pause')}
      onClick={onToggle}
    >
      {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
    </ControlButton>
  )
}
