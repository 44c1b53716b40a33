import { useCallback } from 'react'
import type { ChannelNowNext, Programme } from '@myflix/shared'
import { unixNow } from '@/lib/programme-time'
import type { PlayerRequest } from '@/stores/player-store'
import {
  archiveDays,
  liveRequest,
  restartableProgramme,
  restartRequest,
} from '../lib/catchup-requests'

/**
 * The channel's archive from its live overlay (issue 19): its days, 'Assistir do início' (the
 * programme given, or the one on now for ←) and 'Voltar ao vivo'.
 */
export function useArchiveSwitch(
  request: PlayerRequest,
  nowNext: ChannelNowNext | undefined,
  onSwitch: (request: PlayerRequest) => void,
) {
  const days = archiveDays(request)
  const restart = useCallback(
    (programme: Programme | null = restartableProgramme(days, nowNext, unixNow())) => {
      if (programme) onSwitch(restartRequest(request, programme))
    },
    [days, nowNext, request, onSwitch],
  )
  const backToLive = useCallback(() => onSwitch(liveRequest(request)), [request, onSwitch])
  return { days, restart, backToLive }
}
