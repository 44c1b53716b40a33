import { useRef, type ReactNode, type RefObject } from 'react'
import { SkipForward } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { HOLD_ATTRIBUTE } from '../../hooks/use-controls-visibility'
import { BAR_ATTRIBUTE } from '../../lib/bar-keys'
import type { StreamTimeline } from '../../hooks/use-stream-timeline'
import type { MediaState } from '../../hooks/use-media-state'
import { SEEK_STEP_S } from '../../lib/keyboard'
import {
  seekBack,
  seekForward,
  seekTo,
  setVolume,
  toggleMute,
  togglePlay,
} from '../../lib/media-actions'
import { PlayPauseButton } from './play-pause-button'
import { SeekBar } from './seek-bar'
import { SeekButtons } from './seek-buttons'
import { VolumeControl } from './volume-control'
import { FullscreenButton, PictureInPictureButton } from './window-buttons'

type ControlsProps = {
  videoRef: RefObject<HTMLVideoElement | null>
  containerRef: RefObject<HTMLElement | null>
  media: MediaState
  live: boolean
  visible: boolean
  /** Series: 'Próximo episódio' in the bar, when there is one. */
  onNext?: () => void
  /** The right-hand group's slot: the audio/subtitle menus and the live guide go here. */
  actions?: ReactNode
  /** The title's time (hooks/use-stream-timeline.ts): the bar and the ±10 s buttons run in it. */
  timeline?: StreamTimeline | null
}

/** Our own bar over the video (the browser's controls are off): spec §2 "controls on". */
export function PlayerControls(props: ControlsProps) {
  const { videoRef, media, live, visible, onNext, actions } = props
  const run = (action: (video: HTMLVideoElement) => void) => {
    const video = videoRef.current
    if (video) action(video)
  }
  const { timeline } = props
  const position = timeline ? timeline.position : media.position
  const duration = timeline ? timeline.duration : media.duration
  const seekAt = (seconds: number) =>
    timeline ? timeline.seekTo(seconds) : run((video) => seekTo(video, seconds))
  const seekStep = (direction: 1 | -1) =>
    timeline
      ? timeline.seekBy(direction * SEEK_STEP_S)
      : run(direction < 0 ? seekBack : seekForward)
  const canSeek = Number.isFinite(duration) && duration > 0
  // A tap on a hidden bar only brings it back; it must not press the invisible button under it.
  const tapWhileHidden = useRef(false)
  return (
    <div
      role="group"
      aria-label={t('player.controls.toolbar')}
      data-testid="player-controls"
      data-visible={visible}
      {...{ [HOLD_ATTRIBUTE]: '', [BAR_ATTRIBUTE]: '' }}
      onPointerDownCapture={(event) => {
        tapWhileHidden.current = !visible && event.pointerType !== 'mouse'
      }}
      onClickCapture={(event) => {
        if (!tapWhileHidden.current) return
        tapWhileHidden.current = false
        event.preventDefault()
        event.stopPropagation()
      }}
      className={cn(
        'absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-2 pt-10 pb-2 transition-opacity duration-300 sm:px-4',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      {!live && (
        <SeekBar position={position} duration={duration} onSeek={seekAt} onStep={seekStep} />
      )}
      <div className="flex items-center gap-1">
        <PlayPauseButton paused={media.paused} onToggle={() => run(togglePlay)} />
        {!live && (
          <SeekButtons
            disabled={!canSeek}
            onBack={() => seekStep(-1)}
            onForward={() => seekStep(1)}
          />
        )}
        <VolumeControl
          muted={media.muted}
          volume={media.volume}
          onToggleMute={() => run(toggleMute)}
          onVolume={(volume) => run((video) => setVolume(video, volume))}
        />
        {onNext && (
          <Button type="button" variant="overlay" size="sm" onClick={onNext}>
            <SkipForward aria-hidden />
            <span className="max-sm:sr-only">{t('player.nextEpisode')}</span>
          </Button>
        )}
        <div data-slot="player-menus" className="ml-auto flex items-center gap-1">
          {actions}
          <PictureInPictureButton videoRef={videoRef} />
          <FullscreenButton containerRef={props.containerRef} />
        </div>
      </div>
    </div>
  )
}
