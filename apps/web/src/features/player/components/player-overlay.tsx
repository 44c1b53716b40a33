import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'
import { useDeviceSettings } from '@/stores/device-settings-store'
import type { PlayerRequest } from '@/stores/player-store'
import { useAudioCheck } from '../hooks/use-audio-check'
import { useChannelZap } from '../hooks/use-channel-zap'
import { useControlsVisibility } from '../hooks/use-controls-visibility'
import { useFocusScope } from '../hooks/use-focus-scope'
import { useLiveChannelControls } from '../hooks/use-live-channel-controls'
import { useMediaSession } from '../hooks/use-media-session'
import { useMediaState } from '../hooks/use-media-state'
import { useMenuFocusReturn } from '../hooks/use-menu-focus-return'
import { usePlayback } from '../hooks/use-playback'
import { usePlaybackProgress } from '../hooks/use-playback-progress'
import { usePlayerKeys } from '../hooks/use-player-keys'
import { useAudioLanguages, usePlayerTracks } from '../hooks/use-player-tracks'
import { useRecentChannel } from '../hooks/use-recent-channel'
import { useSeriesNeighbours } from '../hooks/use-series-neighbours'
import { useStreamSource, type LiveFormat } from '../hooks/use-stream-source'
import { timelineSource, useStreamTimeline } from '../hooks/use-stream-timeline'
import { useStuckRecovery } from '../hooks/use-stuck-recovery'
import { useUpNext } from '../hooks/use-up-next'
import { useVideoStatus } from '../hooks/use-video-status'
import { useWakeLock } from '../hooks/use-wake-lock'
import { onVideo } from '../lib/bar-keys'
import { lockPageScroll } from '../lib/interface-lock'
import { togglePlay } from '../lib/media-actions'
import { isZapKey } from '../lib/remote-player-keys'
import { inUpNextWindow, secondsLeft } from '../lib/up-next'
import { BackToLiveButton, RestartButton } from './catchup-controls'
import { ChannelArrows } from './channel-arrows'
import { ChannelDigits } from './channel-digits'
import { ChannelListPanel } from './channel-list-panel'
import { ChannelListButton } from './controls/channel-list-button'
import { PlayerControls } from './controls/player-controls'
import { TrackMenus } from './controls/track-menu'
import { ProgrammeLine } from './guide-strip'
import { NoAudioBanner } from './no-audio-banner'
import { EndedPanel, StillWatchingDialog } from './playback-end'
import { PlayerStatus } from './player-status'
import { PlayerTopBar } from './player-top-bar'
import { UpNextCard } from './up-next-card'

type OverlayProps = {
  request: PlayerRequest
  onClose: () => void
  /** Plays another request in this same overlay: a channel of the caller's list, the next episode. */
  onSwitch: (request: PlayerRequest) => void
  /** Whose audio and subtitle choices this device remembers (null: nobody signed in). */
  userId: string | null
}

const ignoreSeek = () => {}

/** Spec §2 Player overlay: full screen, 16:9, autostart, our own controls, close button. */
export function PlayerOverlay({ request: asked, onClose, onSwitch, userId }: OverlayProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const series = useSeriesNeighbours(asked)
  const { episode: listed, next } = series
  // A caller that did not name the episode gets it from the series' list.
  const request = useMemo(
    () => (asked.episode || !listed ? asked : { ...asked, episode: listed }),
    [asked, listed],
  )
  const zap = useChannelZap(request, onSwitch, containerRef)
  const { live, hasChannels, switchChannel } = zap
  // Live only: the user may force HLS or MPEG-TS (some panels serve one of them badly); it sticks
  // across channel switches while the overlay stays open.
  const [liveFormat, setLiveFormat] = useState<LiveFormat | undefined>()
  const audioLanguages = useAudioLanguages(userId, request)
  const source = useStreamSource(request, liveFormat, audioLanguages)
  // A channel's catch-up programme (issue 19) is a channel (↑/↓ zap to live) that seeks and ends.
  const catchup = source.catchup
  const onAir = live && !catchup
  // The server is converting all the videos it can (issue 20): nothing to try, the hand-off shows.
  const busyUpFront = source.media?.busy === true
  const played = busyUpFront ? undefined : source.candidates
  const playback = usePlayback(videoRef, played, request.type, {
    live: onAir,
    startPosition: source.startPosition,
    zap: zap.zapped,
  })
  const { state, retry, recover } = playback
  const liveChannel = useLiveChannelControls(videoRef, request, zap, {
    onAir,
    liveFormat,
    audioLanguages,
    onSwitch,
  })
  const { days, restart, digits, strip } = liveChannel
  const [menuOpen, setMenuOpen] = useState(false)
  const menuFocus = useMenuFocusReturn(containerRef, request)
  const { buffering, running } = useVideoStatus(videoRef)
  const media = useMediaState(videoRef)
  const currentCandidate = source.candidates?.[state.index]
  const currentExt = currentCandidate?.ext
  // The title's time, whatever stream plays it: a programme's, a processed title's, the element's.
  const timed = timelineSource(source, { ext: currentExt, onAir, elementDuration: media.duration })
  const timeline = useStreamTimeline(videoRef, timed, media.position)
  const tracks = usePlayerTracks({
    videoRef,
    request,
    source,
    engine: playback.tracks,
    userId,
    live: onAir,
    titleSecond: () => timeline?.now() ?? videoRef.current?.currentTime ?? 0,
  })
  const position = timeline?.position ?? media.position
  const duration = timeline?.duration ?? media.duration
  const busy = busyUpFront || state.error?.kind === 'busy'
  const silent = useAudioCheck(videoRef, !onAir && state.playing, currentCandidate?.url)
  const autoplay = useDeviceSettings((settings) => settings.autoplayNext)

  const { failed, refetch } = source
  const retryAll = useCallback(() => {
    // /play says again whether the server is still busy.
    if (failed || busyUpFront) refetch()
    else retry()
  }, [failed, busyUpFront, refetch, retry])

  const upNext = useUpNext(videoRef, { request, next, autoplay, onPlay: onSwitch })
  usePlaybackProgress(videoRef, asked, series, timed)
  useRecentChannel(request, state.playing)

  // What covers the video (loading, an error, the end) owns the screen; the bar waits under it.
  const settled = state.playing && state.phase === 'idle' && !source.preparing && !failed
  const ended = settled && !onAir && media.ended
  const showUpNext =
    settled &&
    request.type === 'episode' &&
    next !== null &&
    !upNext.dismissed &&
    !upNext.asking &&
    (ended || inUpNextWindow(position, duration))
  const { visible, show } = useControlsVisibility(containerRef, {
    canHide: settled && !media.paused && !showUpNext && !upNext.asking && !menuOpen,
    onInput: upNext.noteInput,
    quietKey: (event) =>
      hasChannels && isZapKey(event, onVideo(event.target, containerRef.current)),
  })

  useEffect(() => lockPageScroll(), [])
  useEffect(() => containerRef.current?.focus(), [])
  useFocusScope(containerRef)
  useStuckRecovery(state, recover)
  useWakeLock(running)
  usePlayerKeys(videoRef, containerRef, {
    ...liveChannel.keys,
    catchup: catchup !== null,
    // A catch-up stream being asked for has nothing to seek in yet.
    onSeek: timeline?.seekBy ?? (catchup ? ignoreSeek : undefined),
    onClose,
    barShown: visible,
    onSeekTo: timeline?.seekTo,
    onNextEpisode: next ? upNext.watchNow : undefined,
  })
  useMediaSession(
    { title: request.title, artwork: request.poster },
    {
      play: () => void videoRef.current?.play().catch(() => {}),
      pause: () => videoRef.current?.pause(),
      seekBy: timeline?.seekBy,
      previous: hasChannels ? () => switchChannel(-1) : undefined,
      next: hasChannels ? () => switchChannel(1) : next ? upNext.watchNow : undefined,
    },
  )

  return (
    <div
      ref={containerRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('player.overlayLabel')}
      tabIndex={-1}
      data-testid="player-overlay"
      data-title-id={request.id}
      data-phase={state.phase}
      data-format={currentExt}
      data-path={source.media?.path}
      data-controls={visible ? 'shown' : 'hidden'}
      className={cn(
        'fixed inset-0 z-50 flex flex-col bg-black text-foreground outline-none',
        !visible && 'cursor-none',
      )}
    >
      <PlayerTopBar
        request={request}
        // A zap shows the new channel and its programme for a while, even with the controls hidden.
        visible={visible || zap.flash || strip.open}
        programme={
          <ProgrammeLine
            live={live}
            catchup={catchup?.programme ?? null}
            entry={zap.nowNext}
            strip={strip}
          />
        }
        actions={
          catchup ? (
            <BackToLiveButton onClick={liveChannel.backToLive} />
          ) : onAir ? (
            <RestartButton days={days} entry={zap.nowNext} onRestart={restart} />
          ) : null
        }
        onClose={onClose}
        otherFormat={onAir && currentExt ? (currentExt === 'ts' ? 'hls' : 'ts') : null}
        onFormat={setLiveFormat}
        channelPosition={zap.position}
        path={busy ? null : source.media?.path}
      />
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        <div className="relative aspect-video max-h-full w-full">
          <video
            ref={videoRef}
            data-testid="player-video"
            className="size-full bg-black"
            autoPlay
            playsInline
            poster={request.poster ?? undefined}
            // A mouse click plays or pauses, as on every player; a tap only brings the bar back.
            onClick={(event) => {
              const mouse = (event.nativeEvent as PointerEvent).pointerType !== 'touch'
              if (mouse && visible && videoRef.current) togglePlay(videoRef.current)
              else show()
            }}
          />
        </div>
        {settled && (
          <PlayerControls
            videoRef={videoRef}
            containerRef={containerRef}
            media={media}
            live={onAir}
            timeline={timeline}
            visible={visible}
            onNext={next ? upNext.watchNow : undefined}
            actions={
              <>
                <TrackMenus tracks={tracks} onOpenChange={setMenuOpen} focusReturn={menuFocus} />
                {hasChannels && (
                  <ChannelListButton
                    open={zap.listOpen}
                    onToggle={() => zap.showList(!zap.listOpen)}
                  />
                )}
              </>
            }
          />
        )}
        <NoAudioBanner url={currentCandidate?.url ?? null} silent={silent} />
        {ended && (
          <EndedPanel
            lastEpisode={request.type === 'episode' && next === null}
            onReplay={() => timeline?.replay()}
            onClose={onClose}
          />
        )}
        {showUpNext && next && (
          <UpNextCard
            next={next}
            countdown={autoplay && !ended ? secondsLeft(position, duration) : null}
            onWatch={upNext.watchNow}
            onDismiss={upNext.dismiss}
          />
        )}
        {upNext.asking && <StillWatchingDialog onContinue={upNext.keepWatching} onStop={onClose} />}
        <PlayerStatus
          state={state}
          preparing={source.preparing}
          requestFailed={failed}
          unavailable={source.unavailable}
          busyUrl={busyUpFront ? (source.candidates?.[0]?.url ?? null) : null}
          kind={request.type}
          buffering={buffering}
          onRetry={retryAll}
          onUnlock={recover}
          onClose={onClose}
        />
        {zap.listOpen && (
          <ChannelListPanel
            channels={zap.channels}
            currentId={request.id}
            onPick={zap.pick}
            onClose={() => zap.showList(false)}
          />
        )}
        {hasChannels && <ChannelArrows visible={visible} onChannel={switchChannel} />}
        <ChannelDigits typed={digits.typed} missing={digits.missing} />
      </div>
    </div>
  )
}
