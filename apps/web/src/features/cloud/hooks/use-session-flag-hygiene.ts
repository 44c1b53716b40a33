import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { sweepSessionFlags, writeNavigationState } from '../lib/session-flags'

/**
 * Spec §4: stale or inconsistent myflix- session flags are swept when the app starts (during the
 * first render, before any screen's effect sets a flag); the navigation state is then kept fresh.
 */
export function useSessionFlagHygiene(): void {
  useState(() => sweepSessionFlags())
  const { pathname } = useLocation()
  useEffect(() => writeNavigationState(pathname), [pathname])
}
