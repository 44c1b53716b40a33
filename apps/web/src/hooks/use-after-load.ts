import { useEffect, useState } from 'react'
import { whenLoadedAndIdle } from '@/lib/when-idle'

/**
 * False until the document has loaded and the main thread is next idle (`timeoutMs` at most after
 * the load): for what the first screen does not need, so it stays off that screen's link and thread.
 */
export function useAfterLoad(timeoutMs: number): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => whenLoadedAndIdle(() => setLoaded(true), timeoutMs), [timeoutMs])
  return loaded
}
