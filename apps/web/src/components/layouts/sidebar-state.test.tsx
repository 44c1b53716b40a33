import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE_S,
  useSidebarState,
} from './sidebar-state'

const clearCookie = () => {
  document.cookie = 'sidebar_state=; path=/; max-age=0'
}

beforeEach(clearCookie)

describe('sidebar state (spec §2 Main layout)', () => {
  it('keeps the cookie for 7 days and starts expanded without one', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800)
    expect(readSidebarCookie('')).toBe(true)
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false)
    expect(readSidebarCookie('sidebar_state=true; b=2')).toBe(true)
  })

  it('recognises Ctrl+B and ⌘+B only', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false })).toBe(true)
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true })).toBe(true)
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false })).toBe(false)
    expect(isSidebarShortcut({ key: 'n', ctrlKey: true, metaKey: false })).toBe(false)
  })

  it('toggles with the shortcut and remembers the state in the cookie', () => {
    const { result, unmount } = renderHook(() => useSidebarState())
    expect(result.current.open).toBe(true)
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }))
    })
    expect(result.current.open).toBe(false)
    expect(document.cookie).toContain('sidebar_state=false')
    unmount()

    const again = renderHook(() => useSidebarState())
    expect(again.result.current.open).toBe(false)
    act(() => again.result.current.toggle())
    expect(again.result.current.open).toBe(true)
    expect(document.cookie).toContain('sidebar_state=true')
  })
})
