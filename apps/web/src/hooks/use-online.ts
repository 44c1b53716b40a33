import { useSyncExternalStore } from 'react'
import { isOnline, subscribeOnline } from '@/lib/reachability'

/** Whether the app can reach its server (the browser's link and the last request), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline)
}
