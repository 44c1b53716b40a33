import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page, Route } from 'playwright-core'
import type { CatalogItem, CategoryCount, ItemPage } from '@myflix/shared'
import { axeAudit } from '../support/axe'
import { launchBrowser, newContext } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, guideReady, signedInPage } from '../support/signed-in-user'

// Issue 21: axe-core finds no serious or critical violation on any route, signed out and signed in,
// at both sizes, in the states a user meets there (loading, forms with errors, dialogs).

let app: TestApp
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * A server of its own for each size: better-auth's stored rate limit counts the session checks of
 * an address until it rests for 10 s, and past 100 the app is sent to /login. This spec loads pages
 * faster and more often than any other.
 */
function ownServer() {
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first().waitFor()

/** `data` of one of our envelope answers, read with the page's own session. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const response =
    body === undefined
      ? await page.request.get(path)
      : await page.request.post(path, { data: body })
  const json = (await response.json()) as { success: boolean; data: T; error?: string }
  if (!json.success) throw new Error(`${path}: ${response.status()} ${json.error}`)
  return json.data
}

/** Holds every request to `pattern` until `release`, so the page stays in its loading state. */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = []
  await page.route(pattern, (route) => void held.push(route))
  return async function release() {
    await page.unroute(pattern)
    await Promise.all(held.map((route) => route.continue().catch(() => {})))
  }
}

describe.each(['desktop', 'phone'] as const)('axe at a %s viewport', (viewport) => {
  ownServer()
  it('finds nothing serious on the signed-out pages', async () => {
    const context = await newContext(browser, app.baseURL, viewport)
    const page = await context.newPage()
    const audit = axeAudit(page)
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path)
      await ready()
      await audit.check(path)
    }
    await visit('/login', () => page.getByRole('button', { name: 'Iniciar Sessão' }).waitFor())
    // A refused sign-in: the alert and the fields in their error state.
    await page.getByLabel('Email').fill('ninguem@example.com')
    await page.getByLabel('Senha', { exact: true }).fill('Errada#2025')
    await page.getByRole('button', { name: 'Iniciar Sessão' }).click()
    await page.getByText('Email ou senha incorretos.').first().waitFor()
    await audit.check('/login, refused')
    await visit('/register', () => page.getByRole('button', { name: 'Criar Conta' }).waitFor())
    await page.getByRole('button', { name: 'Criar Conta' }).click()
    await page.locator('[aria-invalid="true"]').first().waitFor()
    await audit.check('/register, invalid')
    await visit('/reset-password', () =>
      page.getByRole('button', { name: 'Enviar Link de Recuperação' }).waitFor(),
    )
    await visit('/reset-password?error=INVALID_TOKEN', () => page.getByRole('alert').waitFor())
    await visit('/reset-password?token=abc', () => heading(page, 'Definir nova senha'))
    await visit('/terms-of-service', () => heading(page, 'Termos de Serviço'))
    await visit('/privacy-policy', () => heading(page, 'Política de Privacidade'))
    await visit('/nada-por-aqui', () => heading(page, 'Página não encontrada'))
    expect(audit.found).toEqual({})
    await context.close()
  })

  it('finds nothing serious before a cloud: its flow and the demo catalogue', async () => {
    const page = await signedInPage(browser, app, viewport)
    const audit = axeAudit(page)
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path)
      await ready()
      await audit.check(path)
    }
    await visit('/adicionar-nuvem-inicial', () =>
      heading(page, 'Adicione a Sua Nuvem Para Começar'),
    )
    await visit('/form-nuvem', () =>
      page.getByRole('button', { name: 'Adicionar Nuvem' }).waitFor(),
    )
    await page.getByRole('button', { name: 'Adicionar Nuvem' }).click()
    await page.locator('[aria-invalid="true"]').first().waitFor()
    await audit.check('/form-nuvem, invalid')
    await visit('/trocar-nuvem', () => page.getByText('Nenhuma nuvem configurada').waitFor())
    await visit('/home', () => heading(page, 'Filmes Recentemente Adicionados'))
    await visit('/favoritos', () => page.getByText('Você ainda não tem favoritos').waitFor())
    expect(audit.found).toEqual({})
    await page.context().close()
  })

  it('finds nothing serious on every route with the demo cloud', async () => {
    const page = await signedInPage(browser, app, viewport)
    await addDemoCloud(page, app)
    await guideReady(page)
    const movie = (await api<CatalogItem[]>(page, '/api/catalog/movie/recent?limit=1'))[0]!
    const series = (await api<CatalogItem[]>(page, '/api/catalog/series/recent?limit=1'))[0]!
    const liveCategories = await api<CategoryCount[]>(page, '/api/catalog/live/categories')
    const liveCategory = liveCategories.find((category) => category.count >= 3)!
    const channel = (
      await api<ItemPage>(page, `/api/catalog/live/items?category=${liveCategory.id}&limit=1`)
    ).items[0]!
    const movieCategories = await api<CategoryCount[]>(page, '/api/catalog/movie/categories')
    const movieCategory = movieCategories.find((category) => category.count >= 3)!
    const adult = movieCategories.find((category) => category.name === 'Adultos +18')!
    const adultFilm = (await api<ItemPage>(page, `/api/catalog/movie/items?category=${adult.id}`))
      .items[0]!

    const audit = axeAudit(page)
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path)
      await ready()
      await audit.check(path)
    }
    const firstCard = () => page.getByTestId('poster-card').first().waitFor()
    const firstRow = () => page.getByTestId('channel-row').first().waitFor()

    await visit('/home', () => page.getByTestId('hero').getByRole('heading').waitFor())
    if (viewport === 'desktop') {
      // The sidebar collapsed to its icons, and the header's brand link that then shows.
      const toggle = page.getByRole('button', { name: 'Alternar barra lateral' })
      await toggle.click()
      await page.getByTestId('sidebar').and(page.locator('[data-state="collapsed"]')).waitFor()
      await audit.check('/home, sidebar collapsed')
      await toggle.click()
      await page.getByTestId('sidebar').and(page.locator('[data-state="expanded"]')).waitFor()
    } else {
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      await page.getByRole('dialog', { name: 'Navegação' }).waitFor()
      await audit.check('/home, menu open')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
    await visit('/filmes', () => page.getByTestId('category-section').first().waitFor())
    await visit('/series', () => page.getByTestId('category-section').first().waitFor())
    await visit('/tv', firstRow)
    await visit('/guia', () => page.getByRole('grid').locator('[data-on-now]').first().waitFor())
    // A programme's dialog, one the archive keeps where the grid shows one.
    const grid = page.getByRole('grid')
    await grid
      .locator('button[data-catchup="replay"]')
      .or(grid.locator('button[data-start]:not([data-on-now])'))
      .first()
      .click()
    await page.getByRole('dialog').waitFor()
    await audit.check('/guia, programme dialog')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await visit(`/grid/filmes/${movieCategory.id}`, firstCard)
    await visit(`/category/filmes/${encodeURIComponent(movieCategory.name)}`, firstCard)
    await visit(`/grid/tv/${liveCategory.id}`, firstRow)
    await visit(`/category/canais/${encodeURIComponent(liveCategory.name)}`, firstRow)
    await visit(`/details/movie/${movie.id}`, () => heading(page, 'Mais Como Esse'))
    await visit(`/details/series/${series.id}`, () =>
      page.getByTestId('episode-card').first().waitFor(),
    )
    await visit(`/details/channel/${channel.id}`, () => heading(page, channel.name))
    await visit(`/related/${movie.id}?type=movie`, firstCard)
    await visit(`/search?q=${encodeURIComponent(movie.name.slice(0, 5))}`, firstCard)
    await visit('/search', () => page.getByText(/Digite pelo menos 3 caracteres/).waitFor())

    // Favourites with a title in them.
    await page.goto(`/details/movie/${movie.id}`)
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click()
    await page.getByRole('button', { name: 'Remover dos favoritos' }).first().waitFor()
    await visit('/favoritos', firstCard)

    await visit('/profile', () => heading(page, 'Perfil'))
    await visit('/minha-conta', () => heading(page, 'Minha Conta'))
    await visit('/trocar-nuvem', () => page.getByRole('article', { name: 'Demo demo' }).waitFor())
    await visit('/configuracoes', () =>
      page.getByRole('switch', { name: 'Ativar controle parental' }).waitFor(),
    )
    // Parental control: the new-PIN dialog, then a title it blocks.
    await page.getByRole('switch', { name: 'Ativar controle parental' }).click()
    await page.getByRole('dialog').getByLabel('Novo PIN', { exact: true }).waitFor()
    await audit.check('/configuracoes, PIN dialog')
    await api(page, '/api/parental/enable', { pin: '2580', confirm: '2580' })
    await visit(`/details/movie/${adultFilm.id}`, () =>
      page.getByText('Este conteúdo está bloqueado pelo controle parental.').waitFor(),
    )
    await visit('/configuracoes', () => page.getByText('Conteúdo adulto oculto').waitFor())

    expect(audit.found).toEqual({})
    await page.context().close()
  }, 240_000)

  it('finds nothing serious while pages load', async () => {
    const page = await signedInPage(browser, app, viewport)
    await addDemoCloud(page, app)
    const audit = axeAudit(page)

    // Posters and logos still loading: their boxes under the 'AO VIVO' badges.
    const releaseImages = await holdRequests(page, '**/api/media/img/**')
    await page.goto('/home')
    await page.getByText('AO VIVO', { exact: true }).first().waitFor()
    await audit.check('/home, images loading')
    await page.goto('/tv')
    await page.getByTestId('channel-row').first().waitFor()
    await audit.check('/tv, images loading')
    await releaseImages()

    // The lists themselves still on their way: skeletons.
    const releaseLists = await holdRequests(page, '**/api/catalog/**')
    for (const path of ['/home', '/filmes', '/tv', '/guia']) {
      await page.goto(path)
      await page
        .locator('[aria-busy="true"], [data-testid="content-skeleton"]')
        .filter({ visible: true })
        .first()
        .waitFor()
      await audit.check(`${path}, lists loading`)
    }
    await releaseLists()

    // Results of the last search while the next is on its way.
    const query = (await api<CatalogItem[]>(page, '/api/catalog/movie/recent?limit=1'))[0]!.name
    await page.goto(`/search?q=${encodeURIComponent(query.slice(0, 4))}`)
    await page.getByTestId('poster-card').first().waitFor()
    const releaseSearch = await holdRequests(page, '**/api/catalog/search**')
    await page.getByRole('searchbox').fill(query.slice(0, 5))
    const stale = page.locator('[aria-busy="true"]')
    await stale.waitFor()
    // Its dimming has finished (a transition).
    await page.waitForFunction(() =>
      document
        .querySelector('[aria-busy="true"]')
        ?.getAnimations({ subtree: true })
        .every((animation) => !(animation instanceof CSSTransition)),
    )
    await audit.check('/search, results stale')
    await releaseSearch()
    expect(audit.found).toEqual({})
    await page.context().close()
  }, 180_000)
})
