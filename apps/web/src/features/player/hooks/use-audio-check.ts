import { useEffect, useState, type RefObject } from 'react'
import { AUDIO_CHECK_AFTER_S, audioLooksUndecoded, type AudioProbe } from '../lib/audio-check'

/** True once a playing movie or episode turns out to have no decodable audio (lib/audio-check). */
export function useAudioCheck(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  streamKey: string | undefined,
) {
  const [silent, setSilent] = useState<string | null>(null)
  useEffect(() => {
    const video = videoRef.current
    if (!video || !enabled || !streamKey) return
    const onTime = () => {
      if (video.currentTime < AUDIO_CHECK_AFTER_S) return
      video.removeEventListener('timeupdate', onTime)
      if (audioLooksUndecoded(video as HTMLVideoElement & AudioProbe)) setSilent(streamKey)
    }
    video.addEventListener('timeupdate', onTime)
    return () => video.removeEventListener('timeupdate', onTime)
  }, [videoRef, enabled, streamKey])
  return silent !== null && silent === streamKey
}
