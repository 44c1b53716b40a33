import { RotateCcw, RotateCw } from 'lucide-react'
import { t } from '@myflix/shared'
import { ControlButton } from './control-button'

/** −10 s and +10 s, the same steps as ←/→. */
export function SeekButtons({
  disabled,
  onBack,
  onForward,
}: {
  disabled: boolean
  onBack: () => void
  onForward: () => void
}) {
  return (
    <>
      <ControlButton label={t('player.controls.seekBack')} disabled={disabled} onClick={onBack}>
        <RotateCcw aria-hidden />
      </ControlButton>
      <ControlButton
        label={t('player.controls.seekForward')}
        disabled={disabled}
        onClick={onForward}
      >
        <RotateCw aria-hidden />
      </ControlButton>
    </>
  )
}
