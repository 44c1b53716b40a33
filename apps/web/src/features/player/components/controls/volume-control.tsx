import { Volume1, Volume2, VolumeX } from 'lucide-react'
import { t } from '@myflix/shared'
import { ControlButton } from './control-button'

type VolumeProps = {
  muted: boolean
  volume: number
  onToggleMute: () => void
  onVolume: (volume: number) => void
}

/** Mute and, where there is room, the volume slider (phones have their own buttons for it). */
export function VolumeControl({ muted, volume, onToggleMute, onVolume }: VolumeProps) {
  const level = muted ? 0 : volume
  const Icon = level === 0 ? VolumeX : level < 0.5 ? Volume1 : Volume2
  return (
    <div className="flex items-center gap-1">
      <ControlButton
        label={muted ? t('player.controls.unmute') : t('player.controls.mute')}
        onClick={onToggleMute}
      >
        <Icon aria-hidden />
      </ControlButton>
      <input
        type="range"
        aria-label={t('player.controls.volume')}
        aria-valuetext={t('player.controls.volumeValue', { percent: Math.round(level * 100) })}
        min={0}
        max={1}
        step={0.05}
        value={level}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
        className="h-2 w-24 cursor-pointer accent-accent max-sm:hidden"
      />
    </div>
  )
}
