import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type {
  AccountInfo,
  CatalogItem,
  CategoryCount,
  CloudSummary,
  ItemPage,
} from '@myflix/shared'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

let app: TestApp
let browser: Browser

beforeAll(async () => {
  // The control API lets a test add a title to the demo provider, as a real panel would.
  app = await startTestApp({ DEMO_PROVIDER_CONTROL: 'true' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor()
const BLOCKED = 'Este conteúdo está bloqueado pelo controle parental.'

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

async function fillPins(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog')
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value)
  return dialog
}

const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

/**
 * Every category section title of a browse page. Sections are virtualised, so the page is scrolled
 * from top to bottom and the titles seen on the way are collected.
 */
async function sectionTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  const sections = page.getByTestId('category-section')
  await sections.first().waitFor()
  const seen = new Set<string>()
  for (let last = -1; ;) {
    for (const title of await sections.getByRole('heading', { level: 2 }).allTextContents())
      seen.add(title)
    const at = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY
    })
    await nextFrame(page)
    if (at === last) break
    last = at
  }
  return [...seen]
}

/** The favourites page's and home's titles, as a user sees them. */
async function favouriteNames(page: Page): Promise<string[]> {
  await page.goto('/favoritos')
  await heading(page, 'Meus Favoritos').waitFor()
  await page
    .getByText('Você ainda não tem favoritos')
    .or(page.getByTestId('poster-card').first())
    .waitFor()
  return page
    .getByTestId('poster-card')
    .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''))
}

describe('parental control', () => {
  it('hides adult content everywhere until the PIN is given, and asks for it to turn off', async () => {
    const page = await signedInPage(browser, app, 'desktop')
    await addDemoCloud(page, app)
    const categories = await api<CategoryCount[]>(page, '/api/catalog/movie/categories')
    const adult = categories.find((category) => category.name === 'Adultos +18')!
    const safe = categories.find((category) => category.name === 'Ação')!
    const channels = await api<CategoryCount[]>(page, '/api/catalog/live/categories')
    const adultLive = channels.find((category) => category.name === 'XXX Adultos')!
    const adultFilm = (await api<ItemPage>(page, `/api/catalog/movie/items?category=${adult.id}`))
      .items[0] as CatalogItem
    const adultHeading = `${adult.name} (${adult.count})`
    const liveHeading = `${adultLive.name} (${adultLive.count})`

    // A favourite saved before control is turned on.
    await page.goto(`/details/movie/${adultFilm.id}`)
    await page.getByRole('heading', { name: adultFilm.name }).first().waitFor()
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click()
    expect(await favouriteNames(page)).toEqual([expect.stringContaining(adultFilm.name)])
    expect(await sectionTitles(page, '/filmes')).toContain(adultHeading)
    expect(await sectionTitles(page, '/tv')).toContain(liveHeading)

    // Off → on: a new PIN twice; input kept to 4 digits; weak and mismatched ones refused.
    await page.goto('/configuracoes')
    const toggle = page.getByRole('switch', { name: 'Ativar controle parental' })
    await toggle.click()
    let dialog = await fillPins(page, { 'Novo PIN': '12a3-45', 'Confirme o PIN': '123' })
    expect(await dialog.getByLabel('Novo PIN', { exact: true }).inputValue()).toBe('1234')
    const confirm = dialog.getByRole('button', { name: 'Confirmar' })
    expect(await confirm.isDisabled()).toBe(true)
    await fillPins(page, { 'Confirme o PIN': '1234' })
    await confirm.click()
    await toast(page, 'PIN Fraco')
    await toast(page, 'Use um PIN mais seguro (evite sequências óbvias)')
    await fillPins(page, { 'Novo PIN': '2580', 'Confirme o PIN': '2581' })
    expect(await confirm.isDisabled()).toBe(true)
    await fillPins(page, { 'Confirme o PIN': '2580' })
    await confirm.click()
    await toast(page, 'Controle parental ativado')
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    await page.getByText('Conteúdo adulto oculto').waitFor()

    // Gone from Filmes, the live list, search, favourites and its own details URL.
    const movieSections = await sectionTitles(page, '/filmes')
    expect(movieSections).toContain(`${safe.name} (${safe.count})`)
    expect(movieSections).not.toContain(adultHeading)
    expect(movieSections.some((title) => title.startsWith(adult.name))).toBe(false)
    const liveSections = await sectionTitles(page, '/tv')
    expect(liveSections.some((title) => title.startsWith(adultLive.name))).toBe(false)
    // Other films may share its name; none of the results may be this one.
    await page.goto(`/search?q=${encodeURIComponent(adultFilm.name)}&type=movie`)
    await page
      .getByText(/Nenhum resultado encontrado/)
      .or(page.getByTestId('poster-card').first())
      .waitFor()
    expect(await page.locator(`a[href="/details/movie/${adultFilm.id}"]`).count()).toBe(0)
    expect(await favouriteNames(page)).toEqual([])
    // Hidden, not deleted.
    const stored = await page.request.get('/api/library/favorites').then((answer) => answer.text())
    expect(stored).toContain(adultFilm.name)
    await page.goto('/home')
    await heading(page, 'Filmes Recentemente Adicionados').waitFor()
    expect(await heading(page, 'Filmes Favoritos').count()).toBe(0)
    await page.goto(`/details/movie/${adultFilm.id}`)
    await page.getByText(BLOCKED).waitFor()
    expect(await page.getByText(adultFilm.name).count()).toBe(0)

    // Unlock right on the blocked page: a wrong PIN is refused there, the right one gives an hour
    // and the page turns into the title without leaving it.
    const pinBox = page.getByLabel('PIN', { exact: true })
    await pinBox.fill('1357')
    await page.getByRole('button', { name: 'Desbloquear por 1 hora' }).click()
    await page.getByText('PIN incorreto. Tente novamente.').waitFor()
    await pinBox.fill('2580')
    await page.getByRole('button', { name: 'Desbloquear por 1 hora' }).click()
    await toast(page, 'Acesso Concedido')
    await page.getByRole('heading', { name: adultFilm.name }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe(`/details/movie/${adultFilm.id}`)
    await page.goto('/configuracoes')
    await page.getByText(/^Acesso liberado até \d\d:\d\d$/).waitFor()

    expect(await sectionTitles(page, '/filmes')).toContain(adultHeading)
    expect(await sectionTitles(page, '/tv')).toContain(liveHeading)
    expect(await favouriteNames(page)).toEqual([expect.stringContaining(adultFilm.name)])
    await page.goto(`/search?q=${encodeURIComponent(adultFilm.name)}&type=movie`)
    await page.locator(`a[href="/details/movie/${adultFilm.id}"]`).first().waitFor()
    await page.goto(`/details/movie/${adultFilm.id}`)
    await page.getByRole('heading', { name: adultFilm.name }).first().waitFor()

    // On → off needs the current PIN.
    await page.goto('/configuracoes')
    await toggle.click()
    dialog = await fillPins(page, { PIN: '9753' })
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await toast(page, 'O PIN atual está incorreto')
    // The dialog stays open for another try (and hides the switch from the page meanwhile).
    expect(await dialog.isVisible()).toBe(true)
    await fillPins(page, { PIN: '2580' })
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await toast(page, 'Controle parental desativado')
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await page.context().close()
  }, 240_000)
})

/** Writes one entry into the app's cache store A, as the app does for a list it has read. */
const plantCacheEntry = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('myflix-cache', 1)
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('content-cache', { keyPath: 'key' })
          store.createIndex('timestamp', 'timestamp')
          store.createIndex('ttl', 'ttl')
        }
        open.onerror = () => fail(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('content-cache', 'readwrite')
          const data = [{ id: '1', name: 'Filme em cache' }]
          tx.objectStore('content-cache').put({
            key: 'movies-list',
            data,
            timestamp: Date.now(),
            ttl: 86_400_000,
            size: JSON.stringify(data).length,
          })
          tx.oncomplete = () => {
            open.result.close()
            done()
          }
        }
      }),
  )

/** The keys of cache store A's entries. */
const cacheKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        const open = indexedDB.open('myflix-cache')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('content-cache')) return done([])
          const keys = db.transaction('content-cache').objectStore('content-cache').getAllKeys()
          keys.onsuccess = () => {
            db.close()
            done(keys.result.map(String))
          }
        }
      }),
  )

describe('account, clouds, content and logout', () => {
  it('shows the provider account and clears the cache but not favourites', async () => {
    const page = await signedInPage(browser, app, 'phone')
    await addDemoCloud(page, app)
    const account = await api<AccountInfo>(page, '/api/functions/get-user-info', {})
    const expiry = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' }).format(
      new Date((account.exp_date ?? 0) * 1000),
    )
    await page.goto('/profile')
    await page.getByRole('link', { name: /Minha Conta/ }).click()
    await page.waitForURL('**/minha-conta')
    await page.getByText(account.username, { exact: true }).waitFor()
    const status = page.getByText('Ativo', { exact: true })
    await status.waitFor()
    expect(await status.getAttribute('class')).toContain('text-success')
    await page.getByText(expiry, { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Minha Conta' })
      .getByText(String(account.max_connections), { exact: true })
      .waitFor()
    await page.getByText('Online', { exact: true }).waitFor()
    await page.getByRole('progressbar').waitFor()

    await plantCacheEntry(page)
    await page.reload()
    const items = page.getByText('Itens em cache').locator('xpath=following-sibling::dd')
    await expect.poll(async () => Number(await items.textContent())).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Limpar cache' }).click()
    await toast(page, 'Cache limpo')
    await toast(page, 'Todo o cache foi removido com sucesso.')
    // The account shown on this page is copied again at once (for offline use); the rest is gone.
    expect(await cacheKeys(page)).not.toContain('movies-list')
    await page.context().close()
  })

  it('switches to another cloud and deletes clouds after confirming', async () => {
    const page = await signedInPage(browser, app, 'desktop')
    await addDemoCloud(page, app)
    // Saving a cloud replaces the user's clouds (spec §1), so the app never makes a second one; a
    // second row (as an older client could leave) is put next to it in the database.
    const [first] = await api<CloudSummary[]>(page, '/api/clouds')
    const row = await app.server.db
      .selectFrom('user_clouds')
      .selectAll()
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow()
    await app.server.db
      .insertInto('user_clouds')
      .values({
        user_id: row.user_id,
        cloud_name: 'Nuvem Dois',
        xtream_url: row.xtream_url,
        xtream_user: row.xtream_user,
        xtream_pass: row.xtream_pass,
        is_active: false,
      })
      .execute()

    await page.goto('/profile')
    await page.getByRole('link', { name: /Trocar Nuvem/ }).click()
    await heading(page, 'Minhas Nuvens').waitFor()
    const one = page.getByRole('article', { name: first!.cloud_name })
    const two = page.getByRole('article', { name: 'Nuvem Dois' })
    await one.getByText('Ativa', { exact: true }).waitFor()
    await one.getByText(`Endereço: ${row.xtream_url}`).waitFor()
    await one.getByText(`Usuário: ${row.xtream_user}`).waitFor()
    expect(await two.getByText('Ativa', { exact: true }).count()).toBe(0)
    expect(await one.getByRole('button', { name: 'Ativar' }).count()).toBe(0)

    await two.getByRole('button', { name: 'Ativar' }).click()
    await toast(page, 'Nuvem ativada')
    await page.waitForURL('**/home', { timeout: 60_000 })
    expect(await page.evaluate(() => localStorage.getItem('nuvemNome'))).toBe('Nuvem Dois')
    await page.goto('/trocar-nuvem')
    await two.getByText('Ativa', { exact: true }).waitFor()
    expect(await one.getByText('Ativa', { exact: true }).count()).toBe(0)

    // Cancelling keeps the cloud.
    await one.getByRole('button', { name: `Deletar ${first!.cloud_name}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Tem certeza que deseja deletar esta nuvem?').waitFor()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await api<CloudSummary[]>(page, '/api/clouds')).toHaveLength(2)

    await one.getByRole('button', { name: `Deletar ${first!.cloud_name}` }).click()
    await dialog.getByRole('button', { name: 'Deletar', exact: true }).click()
    await toast(page, 'Nuvem deletada com sucesso!')
    await one.waitFor({ state: 'detached' })

    await two.getByRole('button', { name: 'Deletar Nuvem Dois' }).click()
    await dialog.getByRole('button', { name: 'Deletar', exact: true }).click()
    await page.getByText('Nenhuma nuvem configurada', { exact: true }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('nuvemNome'))).toBeNull()

    await page.goto('/profile')
    await page.getByRole('button', { name: /Atualizar Conteúdo/ }).click()
    await toast(page, 'Nenhuma nuvem configurada para atualizar')
    await page.context().close()
  })

  it('Atualizar Conteúdo picks up a title added to the provider, in place', async () => {
    const page = await signedInPage(browser, app, 'phone')
    await addDemoCloud(page, app)
    const title = `Estreia Surpresa ${Date.now()}`
    const added = await page.request.post('/demo-xtream/_control/movies', { data: { title } })
    expect(added.status()).toBe(201)
    const query = `/api/catalog/search?q=${encodeURIComponent(title)}&type=movie`
    expect(await api<CatalogItem[]>(page, query)).toEqual([])

    await page.goto('/profile')
    await page.getByRole('button', { name: /Atualizar Conteúdo/ }).click()
    await toast(page, 'Atualizando conteúdo da nuvem...')
    await page
      .getByText('Conteúdo da nuvem atualizado com sucesso!', { exact: true })
      .waitFor({ timeout: 60_000 })
    expect(page.url()).toMatch(/\/profile$/)

    await page.goto(`/search?q=${encodeURIComponent(title)}&type=movie`)
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor()
    await page.request.post('/demo-xtream/_control/reset')
    await page.context().close()
  })

  it('logout clears local data and lands on /login', async () => {
    const page = await signedInPage(browser, app, 'desktop')
    await addDemoCloud(page, app)
    // The splash processes the saved cloud, which mirrors it to local storage.
    await page.goto('/')
    await page.waitForURL('**/home', { timeout: 60_000 })
    expect(await page.evaluate(() => localStorage.getItem('xtreamURL'))).not.toBeNull()
    await plantCacheEntry(page)
    await page.evaluate(() => {
      sessionStorage.setItem('myflix-processing-left', '1')
    })

    await page.goto('/profile')
    await page.getByText('Versão 1.0.0').waitFor()
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL('**/login')
    await toast(page, 'Logout realizado')
    const left = await page.evaluate(() => ({
      url: localStorage.getItem('xtreamURL'),
      name: localStorage.getItem('nuvemNome'),
      store: localStorage.getItem('myflix-storage'),
      favourites: localStorage.getItem('myflix-favorites'),
      // Nothing but what the login page itself may write since (where the user now is).
      session: Object.keys(sessionStorage).filter((key) => key !== 'myflix-navigation-state'),
    }))
    expect(left).toEqual({
      url: null,
      name: null,
      store: null,
      // Favourites are the account's, on the server: the device keeps no copy (issue 17).
      favourites: null,
      session: [],
    })
    expect(await cacheKeys(page)).toEqual([])
    expect((await page.request.get('/api/parental')).status()).toBe(401)
    await page.goto('/profile')
    await page.waitForURL('**/login')
    await page.context().close()
  })
})
