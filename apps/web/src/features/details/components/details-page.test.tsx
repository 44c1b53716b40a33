import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths, type CatalogItem, type CatalogStatus } from '@myflix/shared'
import { Toaster } from '@/components/ui/toast'
import { createQueryClient } from '@/lib/query-client'
import { testItem } from '@/testing/catalog-item'
import { routeKey, startFakeCloudApi } from '@/testing/fake-cloud-api'
import { DetailsPage } from './details-page'

let api: Awaited<ReturnType<typeof startFakeCloudApi>>
beforeAll(async () => {
  api = await startFakeCloudApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

const ok = (data: unknown) => ({ body: { success: true, data } })
const ready: CatalogStatus = {
  state: 'ready',
  fetchedAt: null,
  counts: { movie: 1, series: 0, live: 0 },
  progress: [],
  error: null,
}

function serveTitle(item: CatalogItem) {
  api.on(apiPaths.catalog.status, () => ok(ready))
  api.on(apiPaths.catalog.item, () => ok(item), { type: 'movie', id: item.id })
}

function renderDetails(id: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DetailsPage types={['movie']} id={id} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

describe('details layout', () => {
  it("puts 'Assistir Agora' in the title block, with the title and its facts", async () => {
    serveTitle(testItem('42', { backdrop: ['/img/wide.jpg'] }))
    renderDetails('42')
    const title = await screen.findByRole('heading', { name: 'Filme 42' })
    const block = screen.getByTestId('title-summary')
    expect(block).toContainElement(title)
    expect(within(block).getByRole('button', { name: 'Assistir Agora' })).toBeInTheDocument()
    expect(screen.getByTestId('details-backdrop')).toHaveAttribute('data-kind', 'backdrop')
  })

  it('blurs the portrait poster into the banner when there is no backdrop', async () => {
    serveTitle(testItem('43', { image: '/img/poster.jpg' }))
    renderDetails('43')
    await screen.findByRole('heading', { name: 'Filme 43' })
    const banner = screen.getByTestId('details-backdrop')
    expect(banner).toHaveAttribute('data-kind', 'poster-blur')
    expect(banner.className).toMatch(/\bblur-/)
  })
})

describe('a title parental control hides', () => {
  it('asks the PIN in place and shows the title after the unlock, without leaving', async () => {
    let unlocked = false
    api.on(apiPaths.catalog.status, () => ok(ready))
    api.on(
      apiPaths.catalog.item,
      () =>
        unlocked
          ? ok(testItem('7', { name: 'Filme Adulto' }))
          : {
              status: 403,
              body: {
                success: false,
                error: 'Este conteúdo está bloqueado pelo controle parental.',
              },
            },
      { type: 'movie', id: '7' },
    )
    api.on(apiPaths.parental.unlock, (body) => {
      if ((body as { pin: string }).pin !== '2580') {
        return {
          status: 403,
          body: { success: false, error: 'O PIN está incorreto', title: 'PIN Incorreto' },
        }
      }
      unlocked = true
      const until = new Date(Date.now() + 3_600_000).toISOString()
      return ok({ enabled: true, hasPin: true, unlockedUntil: until })
    })
    const user = userEvent.setup()
    renderDetails('7')

    const pin = await screen.findByLabelText('PIN')
    expect(screen.queryByRole('link', { name: /Configurações/ })).toBeNull()
    await user.type(pin, '1357')
    await user.click(screen.getByRole('button', { name: 'Desbloquear por 1 hora' }))
    expect(await screen.findByText('PIN incorreto. Tente novamente.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('PIN'), '2580')
    await user.click(screen.getByRole('button', { name: 'Desbloquear por 1 hora' }))
    expect(await screen.findByRole('heading', { name: 'Filme Adulto' })).toBeInTheDocument()
    await waitFor(() =>
      expect(api.requests.map((request) => request.route)).toContain(
        routeKey(apiPaths.parental.unlock),
      ),
    )
  })
})
