import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { resetFakeAuth, setSession, signedInAs } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => resetFakeAuth())

const protectedPaths = [
  paths.addInitialCloud.getHref(),
  paths.cloudForm.getHref(),
  paths.cloudLoading.getHref(),
  paths.cloudFailure.getHref(),
  paths.loadFailure.getHref(),
  paths.cloudSuccess.getHref(),
  paths.switchCloud.getHref(),
  paths.home.getHref(),
  paths.movies.getHref(),
  paths.series.getHref(),
  paths.favorites.getHref(),
  paths.details.getHref('movie', 42),
  paths.detailsById.getHref(42),
  paths.related.getHref(42),
  paths.search.getHref(),
  paths.profile.getHref(),
  paths.account.getHref(),
  paths.settings.getHref(),
  paths.category.getHref('filmes', 'Ação & Aventura'),
  paths.grid.getHref('tv', 18),
  paths.tv.getHref(),
  paths.guide.getHref(),
]

describe('route guard', () => {
  it('paints a cold load of a signed-in page as the app frame in skeletons, not a spinner', async () => {
    renderApp('/home')
    const skeleton = await screen.findByTestId('app-shell-skeleton')
    expect(skeleton).toContainElement(screen.getByTestId('hero-skeleton'))
    // The brand as text: the first paint has content, not only shapes.
    expect(skeleton).toHaveTextContent('myflix')
    expect(screen.getAllByTestId('row-skeleton').length).toBeGreaterThan(0)
    expect(screen.getByRole('status')).toHaveTextContent('Verificando autenticação...')
  })

  it('shows the auth check while the session is read, then sends anonymous users to /login', async () => {
    const { history } = renderApp('/home')
    expect(await screen.findByText('Verificando autenticação...')).toBeInTheDocument()

    act(() => setSession({ data: null, isPending: false }))

    expect(await screen.findByRole('button', { name: 'Iniciar Sessão' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/login')
    // Replaced, not pushed: "back" must not return to the protected page.
    expect(history.action).toBe('REPLACE')
  })

  // /carregamento-nuvem starts loading the cloud at once and moves on by itself; its own tests cover it.
  const stayingPaths = protectedPaths.filter((path) => path !== paths.cloudLoading.getHref())

  it.each(stayingPaths)('lets a signed-in user open %s', async (path) => {
    setSession({ data: signedInAs(), isPending: false })
    const { history } = renderApp(path)
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByText('Página não encontrada')).not.toBeInTheDocument()
    expect(history.location.pathname).toBe(path)
  })

  it.each(protectedPaths)('sends an anonymous visit of %s to /login', async (path) => {
    setSession({ data: null, isPending: false })
    const { history } = renderApp(path)
    await waitFor(() => expect(history.location.pathname).toBe('/login'))
  })
})

describe('public routes', () => {
  it.each([
    ['/login', 'Entrar'],
    ['/register', 'Criar conta'],
    ['/reset-password', 'Recuperar senha'],
    ['/terms-of-service', 'Termos de Serviço'],
    ['/privacy-policy', 'Política de Privacidade'],
  ])('%s opens without a session', async (path, title) => {
    setSession({ data: null, isPending: false })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })
})

describe('cold load of a branded screen', () => {
  it("paints the brand while the screen's code loads, and the screen keeps it", async () => {
    setSession({ data: null, isPending: false })
    renderApp('/login')
    expect(screen.queryByRole('button', { name: 'Iniciar Sessão' })).not.toBeInTheDocument()
    const logo = within(screen.getByRole('main')).getByText('myflix')
    expect(screen.getByRole('status')).toBeInTheDocument()

    expect(await screen.findByRole('button', { name: 'Iniciar Sessão' })).toBeInTheDocument()
    // The same element, not an alike one: a new logo would be the page's largest paint again.
    expect(screen.getByText('myflix')).toBe(logo)
  })
})

describe('404', () => {
  it('shows the not-found page with a link home for unknown paths', async () => {
    renderApp('/nao-existe/mesmo')
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/')
  })
})

describe('splash', () => {
  it('waits for auth, then sends anonymous users to /login', async () => {
    const { history } = renderApp('/')
    expect(await screen.findByRole('status', { name: 'Carregando o myflix' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/')
    act(() => setSession({ data: null, isPending: false }))
    await waitFor(() => expect(history.location.pathname).toBe('/login'))
  })

  it('sends signed-in users to the first-cloud prompt', async () => {
    setSession({ data: signedInAs(), isPending: false })
    const { history } = renderApp('/')
    expect(
      await screen.findByRole('heading', { name: 'Adicione a Sua Nuvem Para Começar' }),
    ).toBeInTheDocument()
    expect(history.location.pathname).toBe('/adicionar-nuvem-inicial')
    expect(screen.getByRole('link', { name: 'Adicionar Nuvem' })).toHaveAttribute(
      'href',
      '/form-nuvem',
    )
  })
})
