import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProgrammeDetail } from '@myflix/shared'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { useGuideStrip } from './use-guide-strip'

// The channel's schedule served over HTTP, as the strip asks for it when it first opens.
const now = Math.floor(Date.now() / 1000)
const programme = (start: number, end: number, title: string): ProgrammeDetail => ({
  start,
  end,
  title,
  description: '',
})
const earlier = programme(now - 3_600, now - 600, 'Giro de Notícias')
const onNow = programme(now - 600, now + 1_200, 'Jornal')
const next = programme(now + 1_200, now + 3_600, 'Novela')

let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(() => ({
    status: 200,
    body: { success: true, data: { id: '101', programmes: [earlier, onNow, next] } },
  }))
})
afterAll(() => server.close())

function setup() {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const entry = { id: '101', now: onNow, next }
  return renderHook(() => useGuideStrip('101', entry, 1, () => {}), { wrapper })
}

describe('the guide strip', () => {
  it('opens on the programme on now with ←, and on the next with →, schedule loaded or not', async () => {
    const { result } = setup()
    act(() => result.current.move(-1))
    expect(result.current.item?.place).toBe('now')
    // A second ← walks back once the schedule came.
    await waitFor(() => {
      act(() => result.current.move(-1))
      expect(result.current.item?.programme.title).toBe(earlier.title)
    })
    act(() => result.current.move(null))
    act(() => result.current.move(-1))
    expect(result.current.item?.place).toBe('now')
    act(() => result.current.move(null))
    act(() => result.current.move(1))
    expect(result.current.item?.place).toBe('next')
  })
})
