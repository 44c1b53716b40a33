import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterLoad } from './use-after-load'

describe('useAfterLoad', () => {
  it('is false on the first render, then true once the loaded page is next idle', async () => {
    expect(document.readyState).toBe('complete')
    const { result } = renderHook(() => useAfterLoad(5000))
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })
})
