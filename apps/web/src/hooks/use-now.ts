import { useEffect, useState } from 'react'
import { unixNow } from '@/lib/programme-time'

/**
 * The wall clock in unix seconds, read again every `stepMs`: what is on now, how far it has aired
 * and the "now" line move on while a screen stays open. A tick only re-renders; fetching follows
 * the programmes' own boundaries (refetchDelay).
 */
export function useNow(stepMs = 30_000): number {
  const [now, setNow] = useState(() => unixNow())
  useEffect(() => {
    const timer = setInterval(() => setNow(unixNow()), stepMs)
    return () => clearInterval(timer)
  }, [stepMs])
  return now
}
