import { renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addRecentChannel } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { useRecentChannel } from './use-recent-channel'

vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  addRecentChannel: vi.fn(() => Promise.resolve()),
}))

const channel = (id: string): PlayerRequest => ({
  type: 'live',
  id,
  title: `Canal ${id}`,
  content: testItem(id, { type: 'live' }),
})

function setup(first: { request: PlayerRequest; playing: boolean }) {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    ({ request, playing }: { request: PlayerRequest; playing: boolean }) =>
      useRecentChannel(request, playing),
    { wrapper, initialProps: first },
  )
  return { ...hook, invalidate }
}

beforeEach(() => vi.mocked(addRecentChannel).mockClear())

describe('useRecentChannel', () => {
  it('records a channel once it plays, once, and refreshes the recent row', async () => {
    const { rerender, invalidate } = setup({ request: channel('1'), playing: false })
    expect(addRecentChannel).not.toHaveBeenCalled()
    rerender({ request: channel('1'), playing: true })
    rerender({ request: channel('1'), playing: true })
    expect(addRecentChannel).toHaveBeenCalledOnce()
    expect(addRecentChannel).toHaveBeenCalledWith(channel('1').content)
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['library', 'channels'] }),
    )
  })

  it("does not count a switch before the new channel's own start", () => {
    const { rerender } = setup({ request: channel('1'), playing: false })
    rerender({ request: channel('1'), playing: true })
    // Right after ↓ the flag still speaks of channel 1.
    rerender({ request: channel('2'), playing: true })
    expect(addRecentChannel).toHaveBeenCalledOnce()
    rerender({ request: channel('2'), playing: false })
    rerender({ request: channel('2'), playing: true })
    expect(vi.mocked(addRecentChannel).mock.calls.map(([content]) => content.id)).toEqual([
      '1',
      '2',
    ])
  })

  it('ignores a failure, and never records a movie or a channel without its card', async () => {
    vi.mocked(addRecentChannel).mockRejectedValueOnce(new Error('404'))
    const { rerender } = setup({ request: channel('1'), playing: false })
    rerender({ request: channel('1'), playing: true })
    await Promise.resolve()
    rerender({ request: { ...channel('2'), content: undefined }, playing: false })
    rerender({ request: { ...channel('2'), content: undefined }, playing: true })
    rerender({
      request: { type: 'movie', id: '7', title: 'F', content: testItem('7') },
      playing: false,
    })
    rerender({
      request: { type: 'movie', id: '7', title: 'F', content: testItem('7') },
      playing: true,
    })
    expect(addRecentChannel).toHaveBeenCalledOnce()
  })
})
