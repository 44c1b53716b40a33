import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useRemPx } from './use-rem-px'

afterEach(() => {
  document.documentElement.style.fontSize = ''
  document.documentElement.removeAttribute('data-tv')
})

describe('useRemPx', () => {
  it("follows the root's size when 'Modo TV' or the window changes it", async () => {
    const { result } = renderHook(() => useRemPx())
    expect(result.current).toBe(16)
    // Stands in for the stylesheet's html[data-tv] rule, which jsdom does not apply.
    document.documentElement.style.fontSize = '20px'
    document.documentElement.setAttribute('data-tv', '')
    await waitFor(() => expect(result.current).toBe(20))
    document.documentElement.style.fontSize = '24px'
    window.dispatchEvent(new Event('resize'))
    await waitFor(() => expect(result.current).toBe(24))
  })
})
