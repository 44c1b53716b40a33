import type { RefObject } from 'react'
import type { PlayerRequest } from '@/stores/player-store'
import type { LiveFormat } from '../lib/play-request'
import { useArchiveSwitch } from './use-archive-switch'
import { useChannelDigits } from './use-channel-digits'
import type { useChannelZap } from './use-channel-zap'
import { useGuideStrip } from './use-guide-strip'
import { usePlayAhead } from './use-play-ahead'

type LiveOptions = {
  /** A channel live, not a programme of its archive. */
  onAir: boolean
  liveFormat: LiveFormat | undefined
  audioLanguages: readonly string[]
  onSwitch: (request: PlayerRequest) => void
}

/**
 * What a live channel adds to the overlay (issues 19 and 21): its neighbours' streams asked ahead,
 * the channel number typed with the digits, the guide strip on ←/→, and the archive's restart and
 * way back to live. `keys` is the channel's part of the player's keys (↑/↓ and the list too).
 */
export function useLiveChannelControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  request: PlayerRequest,
  zap: ReturnType<typeof useChannelZap>,
  { onAir, liveFormat, audioLanguages, onSwitch }: LiveOptions,
) {
  usePlayAhead(videoRef, request, zap.channels, liveFormat, audioLanguages)
  const { days, restart, backToLive } = useArchiveSwitch(request, zap.nowNext, onSwitch)
  const digits = useChannelDigits(zap.channels, zap.pick)
  const strip = useGuideStrip(request.id, zap.nowNext, days, restart)
  const { live, hasChannels, showList } = zap
  return {
    days,
    restart,
    backToLive,
    digits,
    strip,
    keys: {
      live,
      hasChannels,
      listOpen: zap.listOpen,
      onChannel: zap.switchChannel,
      onChannelList: showList,
      canRestart: onAir && days > 0,
      onRestart: restart,
      guideOpen: strip.open,
      onGuide: onAir ? strip.move : undefined,
      onDigit: hasChannels ? digits.type : undefined,
      // OK on the video, live: tunes a typed number, plays the strip's programme, or lists channels.
      onOk: () => digits.commit() || strip.ok() || (hasChannels && (showList(true), true)),
    },
  }
}
