import { useEffect, useState } from 'react'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The time in unix seconds, ticking every `stepMs`: progress bars and the "now" line move with it.
 * A tick only re-renders; fetching follows the programmes' own boundaries (use-now-next.ts).
 */
export function useClock(stepMs = 30_000): number {
  const [now, setNow] = useState(nowSeconds)
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), stepMs)
    return () => clearInterval(timer)
  }, [stepMs])
  return now
}
