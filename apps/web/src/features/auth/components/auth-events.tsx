import { useEffect, useRef } from 'react'
import { authClient } from '@/lib/auth-client'
import { classifyAuthChange, emitAuthEvent } from '../lib/auth-events'

type Snapshot = Parameters<typeof classifyAuthChange>[1]

/** Mounted once at the root: turns every session change into a `myflix:auth` window event. */
export function AuthEvents() {
  const { data, isPending } = authClient.useSession()
  const previous = useRef<Snapshot | undefined>(undefined)

  useEffect(() => {
    if (isPending) return
    const next: Snapshot = data ?? null
    const event = classifyAuthChange(previous.current, next)
    previous.current = next
    if (event) emitAuthEvent(event, next?.user ?? null)
  }, [data, isPending])

  return null
}
