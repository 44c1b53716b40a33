import type { KeyboardEvent } from 'react'
import { formatClock, t } from '@myflix/shared'
import { SEEK_BAR_ATTRIBUTE } from '../../lib/bar-keys'

const STEP_KEYS: Record<string, 1 | -1> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
}

type SeekBarProps = {
  position: number
  duration: number
  onSeek: (seconds: number) => void
  /** Arrows on the bar move by the player's 10 s step, as ←/→ do anywhere else. */
  onStep: (direction: 1 | -1) => void
}

/** The position as a slider (a native range: keyboard and screen readers for free) between the clocks. */
export function SeekBar({ position, duration, onSeek, onStep }: SeekBarProps) {
  const known = Number.isFinite(duration) && duration > 0
  const current = formatClock(position)
  const total = known ? formatClock(duration) : '--:--'
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = STEP_KEYS[event.key]
    if (!direction) return
    event.preventDefault()
    onStep(direction)
  }
  return (
    <div className="flex items-center gap-3 text-sm text-white tabular-nums">
      <span data-testid="player-position">{current}</span>
      <input
        type="range"
        {...{ [SEEK_BAR_ATTRIBUTE]: '' }}
        aria-label={t('player.controls.seekBar')}
        aria-valuetext={t('player.controls.seekValue', { current, total })}
        min={0}
        max={known ? duration : 0}
        step="any"
        value={known ? Math.min(position, duration) : 0}
        disabled={!known}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        onKeyDown={onKeyDown}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-accent disabled:cursor-default"
      />
      <span data-testid="player-duration">{total}</span>
    </div>
  )
}
