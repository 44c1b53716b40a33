import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { CatalogItem, ItemPage } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { closePlayer, playerOverlay } from '../support/player'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

let app: TestApp
let browser: Browser
const { facts } = demoCatalogue()

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

async function apiData<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path)
  const body = (await answer.json()) as { success: boolean; data: T }
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`)
  return body.data
}

async function postData<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await page.request.post(path, { data })
  const body = (await answer.json()) as { success: boolean; data: T }
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`)
  return body.data
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

describe('titles in a real browser with the demo provider', () => {
  it('searches a title, opens it, favourites it, and finds it in Favoritos and Home after a reload', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    // A title from beyond the first page, so the search cannot come from what a page loaded.
    const { items, total } = await apiData<ItemPage>(
      page,
      '/api/catalog/movie/items?offset=120&limit=1',
    )
    expect(total).toBeGreaterThan(120)
    const movie = items[0] as CatalogItem

    await page.goto('/search')
    await page.getByPlaceholder('Buscar filmes e séries...').fill('ab')
    await page.getByText('Digite pelo menos 3 caracteres para buscar').waitFor()
    await page.getByPlaceholder('Buscar filmes e séries...').fill(movie.name)
    await page.waitForURL((url) => url.searchParams.get('q') === movie.name)
    const result = page.getByTestId('poster-card').filter({ hasText: movie.name }).first()
    await result.waitFor()
    expect(await page.getByTestId('poster-card').count()).toBeLessThanOrEqual(20)

    await page.getByRole('tab', { name: 'Séries' }).click()
    await page.waitForURL((url) => url.searchParams.get('type') === 'series')
    await page.getByRole('tab', { name: 'Tudo' }).click()
    await page.getByTestId('poster-card').filter({ hasText: movie.name }).first().click()

    await page.waitForURL(`**/details/movie/${movie.id}`)
    await heading(page, movie.name).waitFor()
    await page.getByText('FILME', { exact: true }).waitFor()
    await page.getByText('Sinopse:').waitFor()
    const heart = page.getByRole('button', { name: 'Adicionar aos favoritos' }).first()
    await heart.click()
    await page.getByRole('button', { name: 'Remover dos favoritos' }).first().waitFor()

    // Back returns to the search with its text.
    await page.getByRole('button', { name: 'Voltar' }).click()
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === movie.name,
    )
    expect(await page.getByPlaceholder('Buscar filmes e séries...').inputValue()).toBe(movie.name)

    await page.goto('/favoritos')
    await heading(page, 'Meus Favoritos').waitFor()
    await heading(page, movie.category_name ?? 'Outros').waitFor()
    await page.getByTestId('poster-card').filter({ hasText: movie.name }).waitFor()

    await page.goto('/home')
    const favouriteRow = page
      .locator('section')
      .filter({ has: heading(page, 'Filmes Favoritos') })
      .first()
    await favouriteRow.getByText(movie.name).first().waitFor()

    await page.goto('/favoritos')
    await page.reload()
    await page.getByTestId('poster-card').filter({ hasText: movie.name }).waitFor()
    // Kept by the server for the account, not on the device.
    const stored = await page.request.get('/api/library/favorites').then((answer) => answer.json())
    expect(stored.data).toMatchObject([{ id: movie.id, type: 'movie' }])
    expect(await page.evaluate(() => localStorage.getItem('myflix-favorites'))).toBeNull()

    // Un-favouriting from the card empties the page.
    await page.getByRole('button', { name: 'Remover dos favoritos' }).click()
    await page.getByText('Você ainda não tem favoritos').waitFor()
    await page.context().close()
  })

  it('hearts on home and catalogue cards fill Filmes Favoritos and /favoritos at once', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const [newest] = await apiData<CatalogItem[]>(page, '/api/catalog/movie/recent?limit=20')

    await page.goto('/home')
    const row = (name: string) =>
      page.getByTestId('content-row').filter({ has: heading(page, name) })
    const recent = row('Filmes Recentemente Adicionados').getByRole('listitem').first()
    await recent.getByTestId('poster-card').filter({ hasText: newest!.name }).waitFor()
    expect(await row('Filmes Favoritos').count()).toBe(0)
    await recent.getByRole('button', { name: 'Adicionar aos favoritos' }).click()
    await row('Filmes Favoritos').getByText(newest!.name).waitFor()
    await recent.getByRole('button', { name: 'Remover dos favoritos' }).waitFor()

    // A card of a category section on /filmes uses the same heart.
    await page.goto('/filmes')
    const section = page.getByTestId('category-section').first()
    const unmarked = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Adicionar aos favoritos' }) })
      .first()
    const other = (await unmarked.getByTestId('poster-card').locator('p').first().textContent())!
    // By the exact name: 'A Chave Última 3' is also a part of 'A Chave Última 30', which may be
    // the film just marked on /home.
    const card = section
      .getByRole('listitem')
      .filter({ has: page.getByText(other, { exact: true }) })
      .first()
    await card.getByRole('button', { name: 'Adicionar aos favoritos' }).click()
    await card.getByRole('button', { name: 'Remover dos favoritos' }).waitFor()

    await page.getByRole('link', { name: 'Favoritos', exact: true }).first().click()
    await heading(page, 'Meus Favoritos').waitFor()
    const favourite = (name: string) =>
      page.getByTestId('poster-card').filter({ has: page.getByText(name, { exact: true }) })
    await favourite(other).waitFor()
    await favourite(newest!.name).waitFor()

    await page.goto('/home')
    const favourites = row('Filmes Favoritos')
    await expect.poll(() => favourites.getByTestId('poster-card').count()).toBe(2)
    // Newest first: the /filmes card was favourited last.
    expect(await favourites.getByTestId('poster-card').first().textContent()).toContain(other)
    await favourites.getByRole('button', { name: 'Remover dos favoritos' }).first().click()
    await expect.poll(() => favourites.getByTestId('poster-card').count()).toBe(1)
    await page.context().close()
  })

  it("hands the player the poster, the channel list (↑/↓) and the hero's ?play=1 link", async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const overlay = page.getByTestId('player-overlay')

    const [newest] = await apiData<CatalogItem[]>(page, '/api/catalog/movie/recent?limit=1')
    await page.goto('/home')
    const watch = page.getByTestId('hero').getByRole('link', { name: 'Assistir' })
    await page.getByTestId('hero').getByRole('heading', { name: newest!.name }).waitFor()
    expect(await watch.getAttribute('href')).toBe(`/details/movie/${newest!.id}?play=1`)
    await watch.click()
    await overlay.getByRole('heading', { name: newest!.name }).waitFor()
    expect(await overlay.getByTestId('player-video').getAttribute('poster')).toBe(newest!.image)
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })

    const categories = await apiData<Array<{ id: string; count: number }>>(
      page,
      '/api/catalog/live/categories',
    )
    const category = categories.find((entry) => entry.count >= 3)!
    const { items: channels, total } = await apiData<ItemPage>(
      page,
      `/api/catalog/live/items?offset=0&limit=200&category=${category.id}`,
    )
    const [, channel, next] = channels as [CatalogItem, CatalogItem, CatalogItem]
    await page.goto(`/details/channel/${channel.id}`)
    await heading(page, channel.name).waitFor()
    await page.getByRole('button', { name: 'Assistir Agora' }).click()
    await overlay.getByRole('heading', { name: channel.name }).waitFor()
    await overlay.getByText(`Canal 2 de ${Math.min(total, 200)}`).waitFor()
    expect(await overlay.getByTestId('player-video').getAttribute('poster')).toBe(channel.image)
    await page.keyboard.press('ArrowDown')
    await overlay.getByRole('heading', { name: next.name }).waitFor()
    await overlay.getByText(`Canal 3 de ${Math.min(total, 200)}`).waitFor()
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('browses a three-season series: seasons, more episodes, an episode that is not there', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const series = await apiData<CatalogItem>(
      page,
      `/api/catalog/series/items/${facts.threeSeasonSeriesId}`,
    )

    await page.goto(`/details/series/${series.id}`)
    await heading(page, series.name).waitFor()
    await page.getByText('SÉRIE', { exact: true }).waitFor()
    await heading(page, 'Temporada 1').waitFor()
    const cards = page.getByTestId('episode-card')
    await cards.first().waitFor()
    expect(await cards.count()).toBe(10)
    // The still comes through our image proxy (a panel address is blocked by the CSP, and a
    // failed load would have swapped in the bundled fallback poster).
    const still = cards.first().locator('img')
    await expect
      .poll(() =>
        still.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null,
        ),
      )
      .toMatch(/^\/api\/media\/img\//)
    await page.getByText('(Selecionado)').waitFor()
    expect(await page.getByTestId('episode-tag').textContent()).toBe('T1E1')

    const remaining = facts.longSeasonEpisodeCount - 10
    await page
      .getByRole('button', { name: `Carregar mais episódios (${remaining} restantes)` })
      .click()
    await expect.poll(() => cards.count()).toBe(Math.min(20, facts.longSeasonEpisodeCount))

    // A picked episode plays (spec §4): the player opens over the page, which stays inert under it.
    await cards.nth(1).click()
    await expect.poll(() => page.getByTestId('episode-tag').textContent()).toBe('T1E2')
    const playing = playerOverlay(page).getByTestId('player-episode')
    await expect.poll(() => playing.textContent()).toMatch(/^T1E2 · /)
    await closePlayer(page)

    await page.getByLabel('Escolher temporada').selectOption('2')
    await heading(page, 'Temporada 2').waitFor()
    expect(await cards.count()).toBeLessThanOrEqual(10)
    expect(await page.getByTestId('episode-tag').textContent()).toBe('T2E1')

    const missing = cards.filter({ hasText: `${series.name} - S02E03` })
    await missing.getByText('(Indisponível)').waitFor({ timeout: 20_000 })
    expect(await missing.getAttribute('data-availability')).toBe('unavailable')
    await expect
      .poll(() => cards.filter({ hasText: 'S02E01' }).getAttribute('data-availability'), {
        timeout: 15_000,
      })
      .toBe('available')
    await page.context().close()
  })

  it('falls back to the first title when the id is unknown, opens /details/{id}, a one-season series and /related', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const first = (await apiData<ItemPage>(page, '/api/catalog/movie/items?offset=0&limit=1'))
      .items[0] as CatalogItem

    await page.goto(`/details/movie/${facts.unknownMovieId}`)
    await page
      .getByText('O conteúdo pedido não foi encontrado; mostrando o primeiro título disponível.')
      .waitFor()
    await heading(page, first.name).waitFor()

    const series = await apiData<CatalogItem>(
      page,
      `/api/catalog/series/items/${facts.singleSeasonSeriesId}`,
    )
    const { episodes } = await postData<{ episodes: Record<string, unknown[]> }>(
      page,
      '/api/functions/get-series-episodes',
      { seriesId: series.id },
    )
    const [onlySeason] = Object.keys(episodes).filter((key) => (episodes[key] ?? []).length > 0)
    await page.goto(`/details/series/${series.id}`)
    await heading(page, series.name).waitFor()
    await heading(page, `Temporada ${onlySeason}`).waitFor()
    expect(await page.getByLabel('Escolher temporada').count()).toBe(0)

    // /details/{id} names no kind: ids collide across kinds, and a movie comes first.
    await page.goto(`/details/${first.id}`)
    await heading(page, first.name).waitFor()
    await page.getByText('FILME', { exact: true }).waitFor()
    await heading(page, 'Mais Como Esse').waitFor()
    await page.getByRole('link', { name: 'Ver Tudo' }).click()
    await page.waitForURL(`**/related/${first.id}?type=movie`)
    await heading(page, 'Mais Como Este').waitFor()
    await page.getByText(`Relacionado a: ${first.name}`).waitFor()
    const related = await apiData<CatalogItem[]>(
      page,
      `/api/catalog/movie/items/${first.id}/related?limit=20`,
    )
    await expect.poll(() => page.getByTestId('poster-card').count()).toBe(related.length)
    await page.context().close()
  })
})
