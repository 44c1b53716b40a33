import { act, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath } from '@myflix/shared'
import { prefetchPosters } from '@/lib/cache/poster-prefetch'
import { createQueryClient } from '@/lib/query-client'
import {
  MOVIE_ITEMS_PATH,
  startLoopbackCatalog,
  type LoopbackCatalog,
} from '@/testing/loopback-catalog'
import { CategorySection } from './category-section'

vi.mock('@/lib/cache/poster-prefetch', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  prefetchPosters: vi.fn(async () => 0),
}))

/** Captures the IntersectionObservers the row creates, so a test can bring a sentinel "near". */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    FakeObserver.all = FakeObserver.all.filter((observer) => observer !== this)
  }
  unobserve() {}
  takeRecords() {
    return []
  }
}

/** Brings the sentinels watched with `margin` into range (none may exist once a row has ended). */
function near(margin: string) {
  const observer = FakeObserver.all.find((o) => o.options.rootMargin === margin)
  if (!observer) return
  act(() =>
    observer.callback(
      observer.targets.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      ),
      observer as unknown as IntersectionObserver,
    ),
  )
}
const END = '0px 200px 0px 200px'
const PREFETCH = '0px 400px 0px 400px'

let catalog: LoopbackCatalog
beforeEach(() => {
  FakeObserver.all = []
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
})
afterEach(async () => {
  await catalog?.close()
})

function renderSection(isMobile: boolean, count: number, categoryId = '7') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CategorySection
          type="movie"
          category={{ id: categoryId, name: 'Ação & Aventura', count }}
          isMobile={isMobile}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/**
 * How many items a phone row holds. The row mounts only the cards near its visible part, so this
 * reads the list size each mounted card announces, not the number of cards in the DOM.
 */
const loaded = () => Number(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize') ?? 0)

const itemRequests = () => catalog.requests.filter((r) => r.startsWith(MOVIE_ITEMS_PATH))

describe('CategorySection', () => {
  it('on a desktop, holds the place of its grid in card shapes while the titles load', async () => {
    catalog = await startLoopbackCatalog(9)
    renderSection(false, 9)
    const section = screen.getByTestId('category-section')
    // As many shapes as cards will come (the count, at most 24), in the same grid: same height.
    const grid = within(section).getByRole('list', { name: 'Ação & Aventura' })
    expect(within(grid).getAllByTestId('poster-skeleton')).toHaveLength(9)
    await waitFor(() => expect(within(section).getAllByTestId('poster-card')).toHaveLength(9))
    expect(within(section).getByRole('list', { name: 'Ação & Aventura' }).className).toBe(
      grid.className,
    )
    expect(within(section).queryByTestId('poster-skeleton')).not.toBeInTheDocument()
  })

  it("gives the first section's first poster high priority; the others load lazily", async () => {
    catalog = await startLoopbackCatalog(5)
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CategorySection
            type="movie"
            category={{ id: '7', name: 'A', count: 5 }}
            isMobile={false}
            first
          />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getAllByTestId('poster-card')).toHaveLength(5))
    const images = screen.getAllByTestId('poster-card').map((card) => card.querySelector('img'))
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).not.toHaveAttribute('fetchpriority')
    }
  })

  it('titles the section with name and count and links Ver Tudo to the category by name', async () => {
    catalog = await startLoopbackCatalog(30)
    renderSection(false, 30)
    const section = screen.getByTestId('category-section')
    expect(
      within(section).getByRole('heading', { name: 'Ação & Aventura (30)' }),
    ).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: /Ver Tudo/ })).toHaveAttribute(
      'href',
      '/category/filmes/A%C3%A7%C3%A3o%20%26%20Aventura',
    )
    // Desktop: a grid of at most 24 cards, each opening the movie's details.
    await waitFor(() => expect(within(section).getAllByTestId('poster-card')).toHaveLength(24))
    expect(within(section).getAllByTestId('poster-card')[0]).toHaveAttribute(
      'href',
      '/details/movie/1',
    )
    expect(itemRequests()).toEqual([
      routePath(apiPaths.catalog.items, { type: 'movie' }, { offset: 0, limit: 50, category: '7' }),
    ])
  })

  it('pages a phone row by the spec rules: one fetch at a time, stop after a short page', async () => {
    catalog = await startLoopbackCatalog(120)
    renderSection(true, 120)
    await waitFor(() => expect(loaded()).toBe(50))

    near(END)
    near(PREFETCH) // while page 2 is in flight: ignored
    await waitFor(() => expect(loaded()).toBe(100))
    expect(itemRequests()).toHaveLength(2)

    near(PREFETCH)
    await waitFor(() => expect(loaded()).toBe(120))
    // The row is virtualised: only the cards near its visible part are in the DOM.
    expect(screen.getAllByTestId('poster-card').length).toBeLessThan(30)
    // Page 3 held 20 of 120: the list has ended, sentinels ask for nothing more.
    near(END)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(itemRequests().map((r) => new URLSearchParams(r.split('?')[1]).get('offset'))).toEqual([
      '0',
      '50',
      '100',
    ])
  })

  it('preloads the posters of the first page once, however many pages follow', async () => {
    vi.mocked(prefetchPosters).mockClear()
    catalog = await startLoopbackCatalog(120)
    // A category of its own: poster preloading happens once per list and document.
    renderSection(true, 120, '8')
    await waitFor(() => expect(prefetchPosters).toHaveBeenCalledTimes(1))
    expect(vi.mocked(prefetchPosters).mock.calls[0]?.[0]).toEqual(
      Array.from({ length: 50 }, (_, i) =>
        routePath(apiPaths.media.image, { token: `poster-${i + 1}` }),
      ),
    )
    near(END)
    await waitFor(() => expect(loaded()).toBe(100))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(prefetchPosters).toHaveBeenCalledTimes(1)
  })

  it('stops the row after a failed page', async () => {
    catalog = await startLoopbackCatalog(500)
    catalog.failFrom(50)
    renderSection(true, 500)
    await waitFor(() => expect(loaded()).toBe(50))
    near(END)
    await waitFor(() => expect(itemRequests()).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    near(END)
    near(PREFETCH)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(itemRequests()).toHaveLength(2)
    expect(loaded()).toBe(50)
  })
})
