import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newContext } from '../support/browser'
import { firstLink } from '../support/mailbox'
import { startTestApp, type TestApp } from '../support/app'

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

const PASSWORD = 'Segura#2025'
let counter = 0
const newEmail = () => `pessoa${Date.now()}${counter++}@example.com`

async function openPage(): Promise<Page> {
  const context = await newContext(browser, app.baseURL)
  return context.newPage()
}

async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByLabel('Confirmar senha').fill(password)
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await page.getByText('Conta criada com sucesso!').waitFor()
  await page.waitForURL('**/login')
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar Sessão' }).click()
}

describe('accounts in a real browser', () => {
  it('registers, confirms from the mail, signs in, reaches a protected page and signs out', async () => {
    const page = await openPage()
    const email = newEmail()
    await register(page, email)

    const mail = await app.mailbox.waitFor(email, /Confirme/)
    await page.goto(firstLink(mail))
    // The confirmation link lands on the site root, which sends a signed-out visitor to /login,
    // where it says the e-mail is confirmed.
    await page.waitForURL('**/login')
    await page.getByText('Email confirmado! Entre com sua senha para começar.').waitFor()
    // Opened again, the used link does not claim a failure either.
    await page.goto(firstLink(mail))
    await page.waitForURL('**/login')
    await page.getByText('Email confirmado!', { exact: false }).waitFor()

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Iniciar Sessão' }).click()
    await page.waitForURL('**/adicionar-nuvem-inicial')
    await page.goto('/home')
    await expect(page.url()).toMatch(/\/home$/)
    // Signed in, /login has nothing to offer: it goes home.
    await page.goto('/login')
    await page.waitForURL('**/home')

    await page.getByRole('button', { name: 'Sair' }).first().click()
    await page.waitForURL('**/login')
    await page.goto('/home')
    await page.waitForURL('**/login')
    await page.context().close()
  })

  it('refuses to sign in before the e-mail is confirmed', async () => {
    const page = await openPage()
    const email = newEmail()
    await register(page, email)
    await signIn(page, email)
    await page.getByRole('alert').getByText('Confirme seu email antes de fazer login.').waitFor()
    await page.context().close()
  })

  it('says when the password is wrong', async () => {
    const page = await openPage()
    const email = newEmail()
    await register(page, email)
    await page.goto(firstLink(await app.mailbox.waitFor(email, /Confirme/)))
    await signIn(page, email, 'Errada#2025')
    await page.getByRole('alert').getByText('Email ou senha incorretos.').waitFor()
    await page.context().close()
  })

  it('resets a forgotten password through the mailed link', async () => {
    const page = await openPage()
    const email = newEmail()
    await register(page, email)
    await page.goto(firstLink(await app.mailbox.waitFor(email, /Confirme/)))

    await page.goto('/reset-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Enviar Link de Recuperação' }).click()
    await page.getByText('Email enviado!').waitFor()
    await page.waitForURL('**/login')

    const reset = await app.mailbox.waitFor(email, /senha/i)
    await page.goto(firstLink(reset))
    await page.waitForURL(/\/reset-password\?token=/)
    const newPassword = 'Nova#Senha9'
    await page.getByLabel('Nova senha').fill(newPassword)
    await page.getByLabel('Confirmar senha').fill(newPassword)
    await page.getByRole('button', { name: 'Salvar Nova Senha' }).click()
    await page.waitForURL('**/login')

    await signIn(page, email, PASSWORD)
    await page.getByRole('alert').getByText('Email ou senha incorretos.').waitFor()
    await signIn(page, email, newPassword)
    await page.waitForURL('**/adicionar-nuvem-inicial')
    await page.context().close()
  })

  it('shows the 404 page with a way home for an unknown path', async () => {
    const page = await openPage()
    await page.goto('/nada-por-aqui')
    await page.getByText('Página não encontrada').waitFor()
    const home = page.getByRole('link', { name: 'Ir para o início' })
    expect(await home.getAttribute('href')).toBe('/')
    await page.context().close()
  })

  it('sends a signed-out visitor from a protected page to /login', async () => {
    const page = await openPage()
    await page.goto('/favoritos')
    await page.waitForURL('**/login')
    await page.context().close()
  })

  it('paints the logo from the page alone, every script held, where the form then shows it', async () => {
    const page = await openPage()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const asked: string[] = []
    // Every script, the entry included, held until the logo is measured.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      asked.push(route.request().url())
      await held
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    const logo = page.getByText('myflix', { exact: true })
    await logo.waitFor()
    // The element is laid out as soon as it is parsed, before its stylesheet has come: measure what
    // was painted, and nothing paints before the stylesheet (it blocks rendering).
    await page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
    )
    expect(await page.getByRole('button', { name: 'Iniciar Sessão' }).count()).toBe(0)
    const painted = await logo.boundingBox()
    release()
    await page.getByRole('button', { name: 'Iniciar Sessão' }).waitFor()
    expect(asked.length).toBeGreaterThan(0)
    expect(painted).not.toBeNull()
    expect(await logo.boundingBox()).toEqual(painted)
    await page.context().close()
  })

  it("paints /login without the form schemas' zod, which loads on the first submit", async () => {
    const page = await openPage()
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Iniciar Sessão' }).waitFor()
    // Scripts keep arriving while idle (sonner), so judge the ones the first screen had, as a copy.
    const firstScreen = [...scripts]
    const withZod = await Promise.all(
      firstScreen.map(async (url) =>
        (await page.request.get(url)).text().then((body) =>
          // zod's class names survive minification; a constant beside a schema once pulled 22 KB in.
          body.includes('$ZodType') ? [url] : [],
        ),
      ),
    )
    expect(firstScreen.length).toBeGreaterThan(0)
    expect(withZod.flat()).toEqual([])
    await page.getByRole('button', { name: 'Iniciar Sessão' }).click()
    // The schemas arrive with the first submit and judge the empty form.
    await page.getByText('Senha é obrigatória').waitFor()
    await page.context().close()
  })
})
