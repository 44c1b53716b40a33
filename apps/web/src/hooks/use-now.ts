import { useEffect, useState } from 'react'
import { unixNow } from '@/lib/programme-time'

/**
 * The wall clock in unix seconds, read again every `stepMs`: what is on now and how far it has
 * aired move on while a screen stays open.
 */
export function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => unixNow())
  useEffect(() => {
    const timer = setInterval(() => setNow(unixNow()), stepMs)
    return () => clearInterval(timer)
  }, [stepMs])
  return now
}
