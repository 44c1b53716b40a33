import { useCallback, useEffect, useRef, useState } from 'react'
import type { Digit } from '@/lib/remote-keys'
import type { PlayerChannel } from '@/stores/player-store'
import { channelByNumber, MAX_DIGITS } from '../lib/channel-number'

/** After this pause without a digit, the number typed is tuned (as a TV does). */
export const DIGIT_PAUSE_MS = 1_500

/**
 * Live: a channel number typed with the digits (issue 21). Each digit shows at once and waits
 * 1.5 s for the next; then (or on OK) the channel with that number plays, or a line says there is
 * none for as long again.
 */
export function useChannelDigits(
  channels: readonly PlayerChannel[],
  onPick: (channel: PlayerChannel) => void,
) {
  const [typed, setTyped] = useState<string | null>(null)
  const [missing, setMissing] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typedRef = useRef<string | null>(null)

  const tune = useCallback(
    (number: string) => {
      clearTimeout(timer.current)
      typedRef.current = null
      setTyped(null)
      const channel = channelByNumber(channels, Number(number))
      if (channel) return onPick(channel)
      setMissing(number)
      timer.current = setTimeout(() => setMissing(null), DIGIT_PAUSE_MS)
    },
    [channels, onPick],
  )

  const type = useCallback(
    (digit: Digit) => {
      const number = `${typedRef.current ?? ''}${digit}`.slice(-MAX_DIGITS)
      typedRef.current = number
      setTyped(number)
      setMissing(null)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => tune(number), DIGIT_PAUSE_MS)
    },
    [tune],
  )

  /** OK while typing: tunes now. False when nothing is typed. */
  const commit = useCallback(() => {
    if (typedRef.current === null) return false
    tune(typedRef.current)
    return true
  }, [tune])

  useEffect(() => () => clearTimeout(timer.current), [])
  return { typed, missing, type, commit }
}
