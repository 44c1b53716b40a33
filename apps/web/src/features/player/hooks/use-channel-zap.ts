import { useCallback, useMemo, useState, type RefObject } from 'react'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'
import { liveRequest } from '../lib/catchup-requests'
import { neighbourChannel } from '../lib/keyboard'
import { useChannelNowNext } from './use-live-guide'
import { useZapFlash } from './use-zap-flash'

/**
 * Live TV in the overlay: the ↑/↓ list and the switch to another channel (by zapping or from the
 * channel list), the playing channel's now/next, the banner after a zap, the list open or not.
 */
export function useChannelZap(
  request: PlayerRequest,
  onSwitch: (request: PlayerRequest) => void,
  containerRef: RefObject<HTMLElement | null>,
) {
  const live = request.type === 'live'
  const channels = useMemo(() => request.channels ?? [], [request.channels])
  const hasChannels = live && channels.length > 1
  const ids = useMemo(() => channels.map((channel) => channel.id), [channels])
  const nowNext = useChannelNowNext(ids, request.id, live)
  const flash = useZapFlash(request.id, live)
  const [listOpen, setListOpen] = useState(false)
  // The request the last zap (or pick in the list) asked for: while it plays, it is a zap's.
  const [zapped, setZapped] = useState<PlayerRequest | null>(null)

  // Another channel plays live, even from a programme of this one's archive.
  const switchTo = useCallback(
    (channel: PlayerChannel) => {
      const next = {
        ...liveRequest(request),
        id: channel.id,
        title: channel.title,
        poster: channel.poster ?? null,
        content: channel.content,
      }
      setZapped(next)
      onSwitch(next)
    },
    [request, onSwitch],
  )

  const switchChannel = useCallback(
    (step: 1 | -1) => {
      const channel = neighbourChannel(channels, request.id, step)
      if (channel) switchTo(channel)
    },
    [channels, request.id, switchTo],
  )

  const showList = useCallback(
    (open: boolean) => {
      setListOpen(open && hasChannels)
      // Back on the player, so its keys (and the next L) work without a click.
      if (!open) containerRef.current?.focus()
    },
    [hasChannels, containerRef],
  )

  /** A row of the list: plays it as a zap does, and the list gives the video back. */
  const pick = useCallback(
    (channel: PlayerChannel) => {
      if (channel.id !== request.id) switchTo(channel)
      showList(false)
    },
    [request.id, switchTo, showList],
  )

  const index = channels.findIndex((channel) => channel.id === request.id)
  return {
    live,
    /** The playing request is a zap's (it starts without the spec's delay, lib/zap-pacing). */
    zapped: zapped === request,
    channels,
    hasChannels,
    nowNext,
    flash,
    listOpen: listOpen && hasChannels,
    showList,
    switchChannel,
    pick,
    position: hasChannels && index >= 0 ? { position: index + 1, total: channels.length } : null,
  }
}
