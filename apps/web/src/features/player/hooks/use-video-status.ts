import { useEffect, useState, type RefObject } from 'react'

/** Whether the element is waiting for data, and whether it is actually playing (not paused). */
export function useVideoStatus(videoRef: RefObject<HTMLVideoElement | null>) {
  const [buffering, setBuffering] = useState(false)
  const [running, setRunning] = useState(false)
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const onWaiting = () => setBuffering(true)
    const onFlowing = () => setBuffering(false)
    const onPlay = () => setRunning(true)
    const onStop = () => setRunning(false)
    const events: [string, () => void][] = [
      ['waiting', onWaiting],
      ['playing', onFlowing],
      ['canplay', onFlowing],
      ['emptied', onFlowing],
      ['playing', onPlay],
      ['pause', onStop],
      ['ended', onStop],
      ['emptied', onStop],
    ]
    for (const [name, handler] of events) video.addEventListener(name, handler)
    return () => {
      for (const [name, handler] of events) video.removeEventListener(name, handler)
    }
  }, [videoRef])
  return { buffering, running }
}
