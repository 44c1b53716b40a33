import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ChevronDown, ChevronUp, X } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { usePlayCandidates } from '@/lib/api/media'
import type { PlayerRequest } from '@/stores/player-store'
import { useAudioCheck } from '../hooks/use-audio-check'
import { useMediaSession } from '../hooks/use-media-session'
import { usePlayback } from '../hooks/use-playback'
import { usePlayerKeys } from '../hooks/use-player-keys'
import { useStuckRecovery } from '../hooks/use-stuck-recovery'
import { useVideoStatus } from '../hooks/use-video-status'
import { useWakeLock } from '../hooks/use-wake-lock'
import { lockPageScroll } from '../lib/interface-lock'
import { neighbourChannel } from '../lib/keyboard'
import { NoAudioBanner } from './no-audio-banner'
import { PlayerStatus } from './player-status'

type LiveFormat = 'hls' | 'ts'
const FORMAT_NAMES: Record<LiveFormat, string> = { hls: 'HLS', ts: 'MPEG-TS' }

type OverlayProps = {
  request: PlayerRequest
  onClose: () => void
  /** Live: plays another channel of the caller's list in this same overlay. */
  onSwitch: (request: PlayerRequest) => void
}

/** Spec §2 Player overlay: full screen, 16:9, autostart, native controls, close button. */
export function PlayerOverlay({ request, onClose, onSwitch }: OverlayProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const live = request.type === 'live'
  const channels = useMemo(() => request.channels ?? [], [request.channels])
  const hasChannels = live && channels.length > 1
  // Live only: the user may force HLS or MPEG-TS (some panels serve one of them badly); it sticks
  // across channel switches while the overlay stays open.
  const [liveFormat, setLiveFormat] = useState<LiveFormat | undefined>()
  const playRequest = useMemo(
    () => ({
      type: request.type,
      id: request.id,
      ext: request.ext,
      format: request.type === 'live' ? liveFormat : undefined,
      seriesId: request.seriesId,
    }),
    [request.type, request.id, request.ext, request.seriesId, liveFormat],
  )
  const candidatesQuery = usePlayCandidates(playRequest)
  const { state, retry, recover } = usePlayback(
    videoRef,
    candidatesQuery.data?.candidates,
    request.type,
  )
  const { buffering, running } = useVideoStatus(videoRef)
  const currentCandidate = candidatesQuery.data?.candidates[state.index]
  const currentExt = currentCandidate?.ext
  const silent = useAudioCheck(videoRef, !live && state.playing, currentCandidate?.url)
  const [audioHintClosed, setAudioHintClosed] = useState<string | null>(null)
  const otherFormat: LiveFormat = currentExt === 'ts' ? 'hls' : 'ts'

  const retryAll = useCallback(() => {
    if (candidatesQuery.isError) void candidatesQuery.refetch()
    else retry()
  }, [candidatesQuery, retry])

  const switchChannel = useCallback(
    (step: 1 | -1) => {
      const next = neighbourChannel(channels, request.id, step)
      if (next)
        onSwitch({ ...request, id: next.id, title: next.title, poster: next.poster ?? null })
    },
    [channels, request, onSwitch],
  )

  useEffect(() => lockPageScroll(), [])
  useEffect(() => containerRef.current?.focus(), [])
  useStuckRecovery(state, recover)
  useWakeLock(running)
  usePlayerKeys(videoRef, containerRef, { live, hasChannels, onClose, onChannel: switchChannel })
  useMediaSession(
    { title: request.title, artwork: request.poster },
    {
      play: () => void videoRef.current?.play().catch(() => {}),
      pause: () => videoRef.current?.pause(),
      seekBy: live
        ? undefined
        : (seconds) => {
            const video = videoRef.current
            if (video) video.currentTime = Math.max(0, video.currentTime + seconds)
          },
      previous: hasChannels ? () => switchChannel(-1) : undefined,
      next: hasChannels ? () => switchChannel(1) : undefined,
    },
  )

  const position = channels.findIndex((channel) => channel.id === request.id)
  return (
    <div
      ref={containerRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('player.overlayLabel')}
      tabIndex={-1}
      data-testid="player-overlay"
      data-phase={state.phase}
      data-format={currentExt}
      className="fixed inset-0 z-50 flex flex-col bg-black text-foreground outline-none"
    >
      <div className="flex items-center gap-3 px-3 py-2 sm:px-5">
        <Button variant="ghost" size="icon" aria-label={t('player.close')} onClick={onClose}>
          <X aria-hidden />
        </Button>
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold">{request.title}</h2>
        {live && (
          <span className="rounded bg-accent px-2 py-0.5 text-xs font-bold">
            {t('player.live')}
          </span>
        )}
        {live && currentExt && (
          <Button
            variant="outline"
            className="min-h-9 px-3 text-sm"
            title={t('player.useFormatHint')}
            onClick={() => setLiveFormat(otherFormat)}
          >
            {t('player.useFormat', { format: FORMAT_NAMES[otherFormat] })}
          </Button>
        )}
        {hasChannels && position >= 0 && (
          <span className="text-sm text-muted max-sm:hidden">
            {t('player.channelPosition', { position: position + 1, total: channels.length })}
          </span>
        )}
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        <div className="relative aspect-video max-h-full w-full">
          <video
            ref={videoRef}
            data-testid="player-video"
            className="size-full bg-black"
            controls
            autoPlay
            playsInline
            poster={request.poster ?? undefined}
          />
        </div>
        {silent && currentCandidate && audioHintClosed !== currentCandidate.url && (
          <NoAudioBanner
            url={currentCandidate.url}
            onDismiss={() => setAudioHintClosed(currentCandidate.url)}
          />
        )}
        <PlayerStatus
          state={state}
          preparing={candidatesQuery.isPending}
          requestFailed={candidatesQuery.isError}
          kind={request.type}
          buffering={buffering}
          onRetry={retryAll}
          onUnlock={recover}
          onClose={onClose}
        />
        {hasChannels && (
          <div className="absolute right-2 top-1/2 flex -translate-y-1/2 flex-col gap-3 sm:right-4">
            <Button
              variant="secondary"
              size="icon"
              aria-label={t('player.previousChannel')}
              onClick={() => switchChannel(-1)}
            >
              <ChevronUp aria-hidden />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              aria-label={t('player.nextChannel')}
              onClick={() => switchChannel(1)}
            >
              <ChevronDown aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
