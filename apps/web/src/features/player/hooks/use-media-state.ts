import { useEffect, useState, type RefObject } from 'react'

/** What our controls show of the element; `ended` until it plays again. */
export type MediaState = {
  position: number
  duration: number
  paused: boolean
  ended: boolean
  muted: boolean
  volume: number
}

const EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'play',
  'playing',
  'pause',
  'ended',
  'seeked',
  'seeking',
  'volumechange',
  'emptied',
] as const

function read(video: HTMLVideoElement): MediaState {
  return {
    position: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    ended: video.ended,
    muted: video.muted,
    volume: video.volume,
  }
}

const initial: MediaState = {
  position: 0,
  duration: Number.NaN,
  paused: true,
  ended: false,
  muted: false,
  volume: 1,
}

/** The element's playback state, re-read on each of its media events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(initial)
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const update = () => setState(read(video))
    update()
    for (const name of EVENTS) video.addEventListener(name, update)
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update)
    }
  }, [videoRef])
  return state
}
