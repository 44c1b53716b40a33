import { useEffect, useRef } from 'react'
import { useAuth } from '../hooks/use-auth'
import { classifyAuthChange, emitAuthEvent } from '../lib/auth-events'

type Snapshot = Parameters<typeof classifyAuthChange>[1]

/** Mounted once at the root: turns every session change into a `myflix:auth` window event. */
export function AuthEvents() {
  const { user, session, isPending } = useAuth()
  const previous = useRef<Snapshot | undefined>(undefined)

  useEffect(() => {
    if (isPending) return
    const next: Snapshot = user && session ? { user, session } : null
    const event = classifyAuthChange(previous.current, next)
    previous.current = next
    if (event) emitAuthEvent(event, user)
  }, [user, session, isPending])

  return null
}
