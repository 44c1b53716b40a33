import { useCallback, useSyncExternalStore, type RefObject } from 'react'
import { Maximize, Minimize, PictureInPicture2 } from 'lucide-react'
import { t } from '@myflix/shared'
import {
  pictureInPictureAvailable,
  toggleFullscreen,
  togglePictureInPicture,
} from '../../lib/media-actions'
import { ControlButton } from './control-button'

const onDocument = (event: string) => (notify: () => void) => {
  document.addEventListener(event, notify)
  return () => document.removeEventListener(event, notify)
}
const subscribeFullscreen = onDocument('fullscreenchange')
// The element's events bubble to the document only in capture: listen there for any video.
const subscribePip = (notify: () => void) => {
  document.addEventListener('enterpictureinpicture', notify, true)
  document.addEventListener('leavepictureinpicture', notify, true)
  return () => {
    document.removeEventListener('enterpictureinpicture', notify, true)
    document.removeEventListener('leavepictureinpicture', notify, true)
  }
}

export function FullscreenButton({
  containerRef,
}: {
  containerRef: RefObject<HTMLElement | null>
}) {
  const active = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
  )
  return (
    <ControlButton
      label={active ? t('player.controls.exitFullscreen') : t('player.controls.fullscreen')}
      onClick={() => toggleFullscreen(containerRef.current)}
    >
      {active ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
    </ControlButton>
  )
}

/** Picture-in-picture, only where the browser has it (not Firefox's own, which has no API). */
export function PictureInPictureButton({
  videoRef,
}: {
  videoRef: RefObject<HTMLVideoElement | null>
}) {
  const active = useSyncExternalStore(
    subscribePip,
    () =>
      typeof document.pictureInPictureElement !== 'undefined' &&
      document.pictureInPictureElement !== null,
  )
  const available = useSyncExternalStore(
    subscribePip,
    () => document.pictureInPictureEnabled === true,
  )
  const toggle = useCallback(() => {
    const video = videoRef.current
    if (video && pictureInPictureAvailable(video)) togglePictureInPicture(video)
  }, [videoRef])
  if (!available) return null
  return (
    <ControlButton
      label={active ? t('player.controls.exitPip') : t('player.controls.pip')}
      onClick={toggle}
    >
      <PictureInPicture2 aria-hidden />
    </ControlButton>
  )
}
