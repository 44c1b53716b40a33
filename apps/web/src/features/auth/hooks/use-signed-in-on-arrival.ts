import { useState } from 'react'
import { useAuth } from './use-auth'

/**
 * Whether a user was already signed in when the page opened (the first settled auth state). A
 * sign-in made on the page itself does not count: the form decides where that one goes.
 */
export function useSignedInOnArrival(): boolean {
  const { user, isPending } = useAuth()
  const [arrival, setArrival] = useState<boolean | null>(null)
  // Decided once, during render (React's pattern for state derived from the first settled value).
  if (arrival === null && !isPending) setArrival(user !== null)
  return arrival === true
}
