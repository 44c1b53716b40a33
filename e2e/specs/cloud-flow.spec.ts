import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { signedInPage } from '../support/signed-in-user'

let app: TestApp
let browser: Browser

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`)

/** Counts the page's POST /api/catalog/refresh requests from now on. */
function countRefreshes(page: Page) {
  const seen = { count: 0 }
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'POST' && pathname === '/api/catalog/refresh') seen.count++
  })
  return seen
}

async function fillCloud(page: Page, user: string, password: string) {
  await field(page, 'nuvemNome').fill('Demo')
  await field(page, 'xtreamURL').fill(`${app.baseURL}/demo-xtream`)
  await field(page, 'xtreamUser').fill(user)
  await field(page, 'xtreamPass').fill(password)
  await page.getByRole('button', { name: 'Adicionar Nuvem' }).click()
}

// The phone adds the small demo account; the desktop the `slow` one (3 s per provider call), so
// the loading screen's per-list progress can be watched as it moves.
describe.each([
  ['phone', 'demo'],
  ['desktop', 'slow'],
] as const)('the cloud flow at a %s viewport (account %s)', (viewport, account) => {
  let page: Page

  it('asks for a cloud, checks the form, refuses a wrong password, then loads and lands on /home', async () => {
    page = await signedInPage(browser, app, viewport)
    await page.waitForURL('**/adicionar-nuvem-inicial')
    await heading(page, 'Adicione a Sua Nuvem Para Começar').waitFor()
    await page.getByRole('link', { name: 'Adicionar Nuvem' }).click()
    await page.waitForURL('**/form-nuvem')
    await page.getByText(`${app.baseURL}/demo-xtream`).waitFor()

    await page.getByRole('button', { name: 'Adicionar Nuvem' }).click()
    await page.getByRole('alert').filter({ hasText: 'Dados inválidos' }).waitFor()
    // Each field's message once, under the field (issue 16: not again in the alert and a toast).
    await page.getByText('Nome da nuvem é obrigatório').waitFor()
    expect(await page.getByText('URL é obrigatória').count()).toBe(1)

    await fillCloud(page, account, 'senha-errada')
    await page
      .getByRole('alert')
      .getByText('Credenciais inválidas. Verifique URL, usuário e senha.')
      .waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/form-nuvem')

    const refreshes = countRefreshes(page)
    await field(page, 'xtreamPass').fill(account)
    await page.getByRole('button', { name: 'Adicionar Nuvem' }).click()
    await page.waitForURL('**/carregamento-nuvem', { timeout: 20_000 })
    await heading(page, 'Carregando Sua Nuvem...').waitFor()
    const progress = page.getByRole('list', { name: 'Progresso do carregamento' })
    await progress.getByText('Filmes').waitFor()
    await progress.getByText('Séries').waitFor()
    await progress.getByText('Canais').waitFor()
    if (account === 'slow') {
      // A list that finished shows its real count while the others still load.
      await progress
        .locator('li[data-list="movie"]')
        .filter({ hasText: 'Concluído' })
        .filter({ hasText: /[1-9][\d.]* itens/ })
        .waitFor({ timeout: 30_000 })
      expect(await heading(page, 'Sucesso!').count()).toBe(0)
    }

    await heading(page, 'Sucesso!').waitFor({ timeout: 60_000 })
    await page.waitForURL('**/home', { timeout: 5_000 })
    expect(refreshes.count).toBe(1)

    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored.nuvemNome).toBe('Demo')
    expect(stored.xtreamURL).toBe(`${app.baseURL}/demo-xtream`)
    expect(stored.xtreamUser).toBe(account)
    expect(stored.xtreamPass).toBe('saved-on-server')
    expect(JSON.parse(stored['myflix-storage'] ?? '{}')).toEqual({
      state: {
        nuvem: {
          id: expect.any(String),
          name: 'Demo',
          url: `${app.baseURL}/demo-xtream`,
          user: account,
        },
      },
      version: 0,
    })

    // Opening the app again at its start URL loads the cloud and goes straight to /home: the
    // 'Sucesso!' screen (2 s) is for a cloud the user has just added.
    await page.addInitScript(() => {
      const visited: string[] = []
      Object.assign(window, { visitedPaths: visited })
      const replace = history.replaceState.bind(history)
      history.replaceState = (data, unused, url) => {
        if (url) visited.push(new URL(url, location.href).pathname)
        replace(data, unused, url)
      }
    })
    await page.goto('/')
    await page.waitForURL('**/home', { timeout: 60_000 })
    const visited = await page.evaluate(
      () => (window as unknown as { visitedPaths: string[] }).visitedPaths,
    )
    expect(visited).toContain('/carregamento-nuvem')
    expect(visited).not.toContain('/sucesso-nuvem')
  }, 150_000)

  it('re-processes the cloud once after a reload on /filmes, staying there', async () => {
    await page.goto('/filmes')
    await page.waitForLoadState('networkidle')
    const refreshes = countRefreshes(page)
    await page.reload()
    await page.waitForTimeout(400)
    expect(refreshes.count).toBe(0)
    await expect.poll(() => refreshes.count, { timeout: 5_000 }).toBe(1)
    await page.waitForTimeout(account === 'slow' ? 12_000 : 2_000)
    expect(refreshes.count).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/filmes')

    // An in-app navigation after the reload does not count as another reload.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/series')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.waitForTimeout(1_000)
    expect(refreshes.count).toBe(1)
  }, 90_000)

  it('does not re-process after a reload without stored credentials or on a cloud-flow route', async () => {
    const refreshes = countRefreshes(page)
    await page.goto('/sucesso-nuvem')
    await page.waitForURL('**/home', { timeout: 5_000 })
    await page.goto('/form-nuvem')
    await page.reload()
    await page.waitForTimeout(1_500)
    expect(refreshes.count).toBe(0)

    await page.goto('/filmes')
    await page.evaluate(() => localStorage.removeItem('xtreamPass'))
    await page.reload()
    await page.waitForTimeout(1_500)
    expect(refreshes.count).toBe(0)
    await page.context().close()
  })
})

describe('a provider whose first catalogue call fails', () => {
  it("refuses it on the form, and once saved the splash load ends on 'O Carregamento Falhou'", async () => {
    const page = await signedInPage(browser, app, 'desktop')
    await page.goto('/form-nuvem')
    // validar-nuvem makes the same first call (live categories), so the form already refuses it,
    // without the panel's status (that would make validation a probe of any server).
    await fillCloud(page, 'fault500', 'fault500')
    await page.getByRole('alert').getByText('Erro ao validar credenciais').waitFor()

    // A cloud saved while the panel still answered: the splash processes it and the load fails.
    const saved = await page.request.post('/api/clouds', {
      data: {
        nuvemNome: 'Falha',
        xtreamURL: `${app.baseURL}/demo-xtream`,
        xtreamUser: 'fault500',
        xtreamPass: 'fault500',
      },
    })
    expect(saved.ok()).toBe(true)
    const refreshes = countRefreshes(page)
    await page.goto('/')
    await page.waitForURL('**/falha-carregamento', { timeout: 30_000 })
    await heading(page, 'O Carregamento Falhou').waitFor()
    await page.getByText('API call failed with status: 500').waitFor()
    expect(refreshes.count).toBe(1)

    await page.getByRole('button', { name: 'Tentar Novamente' }).click()
    await page.waitForURL('**/falha-carregamento', { timeout: 30_000 })
    await page.getByText('API call failed with status: 500').waitFor()
    expect(refreshes.count).toBe(2)

    await page.getByRole('button', { name: 'Voltar ao Início' }).click()
    await page.waitForURL('**/falha-carregamento', { timeout: 30_000 })
    expect(refreshes.count).toBe(3)
    await page.context().close()
  }, 120_000)
})
