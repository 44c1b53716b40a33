import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, type AccountInfo, type CatalogStatus } from '@myflix/shared'
import { useAppStore } from '@/stores/app-store'
import { readDataLoaded } from '@/stores/real-data-loaded'
import { FROM_START } from '../lib/loading-origin'
import { resetFakeAuth, setSession, signedInAs } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'
import { visibleToasts } from '@/testing/toasts'
import { routeKey, startFakeCloudApi } from '@/testing/fake-cloud-api'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

let api: Awaited<ReturnType<typeof startFakeCloudApi>>
beforeAll(async () => {
  api = await startFakeCloudApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.reset()
  resetFakeAuth()
  localStorage.clear()
  sessionStorage.clear()
  useAppStore.getState().clearAllData()
  act(() => setSession({ data: signedInAs(), isPending: false }))
})

const ok = (data?: unknown) => ({ body: { success: true, data } })
const saved = {
  id: 'c1',
  cloud_name: 'Casa',
  xtream_url: 'http://panel.test',
  xtream_user: 'ana',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

const account: AccountInfo = {
  username: 'ana',
  status: 'Active',
  exp_date: null,
  max_connections: 1,
  active_cons: 0,
  is_trial: false,
  allowed_output_formats: ['m3u8', 'ts'],
  created_at: null,
  server_info: { timezone: null, timestamp_now: null, xui: false, version: null },
}

function status(state: CatalogStatus['state'], movies: number, error: string | null = null) {
  return {
    state,
    fetchedAt: null,
    counts: { movie: movies, series: 0, live: 0 },
    progress: [
      { type: 'movie', phase: state === 'loading' ? 'items' : 'done', items: movies, bytes: 0 },
      { type: 'series', phase: 'waiting', items: 0, bytes: 0 },
      { type: 'live', phase: 'waiting', items: 0, bytes: 0 },
    ],
    error,
  } satisfies CatalogStatus
}

async function fillForm(password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Nome da Nuvem'), 'Casa')
  await user.type(screen.getByLabelText('URL do Servidor'), 'http://panel.test')
  await user.type(screen.getByLabelText('Usuário'), 'ana')
  await user.type(screen.getByLabelText('Senha'), password)
  await user.click(screen.getByRole('button', { name: 'Adicionar Nuvem' }))
}

describe('/form-nuvem', () => {
  it("shows each field's error once under it and one 'Dados inválidos' alert, calling nothing", async () => {
    renderApp('/form-nuvem')
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar Nuvem' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Dados inválidos')
    for (const message of [
      'Nome da nuvem é obrigatório',
      'URL é obrigatória',
      'Usuário é obrigatório',
      'Senha é obrigatória',
    ])
      expect(screen.getAllByText(message, { exact: false })).toHaveLength(1)
    expect(visibleToasts()).toEqual([])
    expect(api.requests).toEqual([])
  })

  it('shows refused credentials and saves nothing', async () => {
    api.on(apiPaths.clouds.validate, () => ({
      body: { success: false, error: 'Credenciais inválidas. Verifique URL, usuário e senha.' },
    }))
    const { history } = renderApp('/form-nuvem')
    await fillForm('errada')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciais inválidas. Verifique URL, usuário e senha.',
    )
    expect(api.requests.map((request) => request.route)).toEqual([
      routeKey(apiPaths.clouds.validate),
    ])
    expect(api.requests[0]!.body).toEqual({
      nuvemData: {
        nuvemNome: 'Casa',
        xtreamURL: 'http://panel.test',
        xtreamUser: 'ana',
        xtreamPass: 'errada',
      },
    })
    expect(history.location.pathname).toBe('/form-nuvem')
  })

  it("sends an unreachable provider to 'Falha na Conexão', whose retry returns to the form", async () => {
    api.on(apiPaths.clouds.validate, () => ({
      body: { success: false, error: 'Problema de conexão. Verifique sua internet.' },
    }))
    const { history } = renderApp('/form-nuvem')
    await fillForm('secreta')
    expect(await screen.findByRole('heading', { name: 'Falha na Conexão' })).toBeInTheDocument()
    expect(screen.getByText('Problema de conexão. Verifique sua internet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/home')
    await userEvent.click(screen.getByRole('link', { name: 'Tentar Novamente' }))
    await waitFor(() => expect(history.location.pathname).toBe('/form-nuvem'))
  })

  it('validates, saves, remembers the cloud without its password, then processes it', async () => {
    api.on(apiPaths.clouds.validate, () => ({ body: { success: true } }))
    api.on(apiPaths.clouds.save, () => ok(saved))
    api.on(apiPaths.catalog.refresh, () => ok(status('loading', 0)))
    const { history } = renderApp('/form-nuvem')
    await fillForm('secreta')
    await waitFor(() => expect(history.location.pathname).toBe('/carregamento-nuvem'))
    expect(useAppStore.getState().nuvem).toEqual({
      id: 'c1',
      name: 'Casa',
      url: 'http://panel.test',
      user: 'ana',
    })
    expect(localStorage.getItem('xtreamPass')).toBe('saved-on-server')
    expect(JSON.stringify({ ...localStorage })).not.toContain('secreta')
  })
})

describe('/carregamento-nuvem', () => {
  it('shows each list with its count, then Sucesso! and /home 2 s later', async () => {
    const answers = [status('loading', 1200), status('ready', 4500)]
    api.on(apiPaths.catalog.refresh, () => ok(status('loading', 0)))
    api.on(apiPaths.catalog.status, () => ok(answers.shift() ?? status('ready', 4500)))
    api.on(apiPaths.account.userInfo, () => ok(account))
    const { history } = renderApp('/carregamento-nuvem')
    expect(await screen.findByRole('heading', { name: 'Carregando Sua Nuvem...' })).toBeVisible()
    const progress = await screen.findByRole('list', { name: 'Progresso do carregamento' })
    await waitFor(() => expect(progress).toHaveTextContent('Filmes'))
    await waitFor(() => expect(progress).toHaveTextContent('1.200 itens'))

    expect(
      await screen.findByRole('heading', { name: 'Sucesso!' }, { timeout: 3000 }),
    ).toBeVisible()
    const state = useAppStore.getState()
    expect([state.isLoading, readDataLoaded()]).toEqual([false, { filmes: 4500 }])
    expect(history.location.pathname).toBe('/sucesso-nuvem')
    await waitFor(() => expect(history.location.pathname).toBe('/home'), { timeout: 3000 })
  })

  it("goes straight to /home when the app's start opened it", async () => {
    api.on(apiPaths.catalog.refresh, () => ok(status('loading', 0)))
    api.on(apiPaths.catalog.status, () => ok(status('ready', 4500)))
    api.on(apiPaths.account.userInfo, () => ok(account))
    const { history } = renderApp({ pathname: '/carregamento-nuvem', state: FROM_START })
    const visited: string[] = []
    history.listen(({ location }) => visited.push(location.pathname))
    await waitFor(() => expect(history.location.pathname).toBe('/home'), { timeout: 3000 })
    expect(visited).not.toContain('/sucesso-nuvem')
    expect(readDataLoaded()).toEqual({ filmes: 4500 })
  })

  it("ends on 'O Carregamento Falhou' with the server's reason; retry clears the flags and loads again", async () => {
    api.on(apiPaths.catalog.refresh, () => ok(status('loading', 0)))
    api.on(apiPaths.catalog.status, () =>
      ok(status('failed', 0, 'API call failed with status: 500')),
    )
    const { history } = renderApp('/carregamento-nuvem')
    expect(
      await screen.findByRole('heading', { name: 'O Carregamento Falhou' }, { timeout: 3000 }),
    ).toBeVisible()
    expect(screen.getByText('API call failed with status: 500')).toBeVisible()
    expect(history.location.pathname).toBe('/falha-carregamento')
    expect(
      api.requests.some((request) => request.route === routeKey(apiPaths.account.userInfo)),
    ).toBe(false)

    api.reset()
    api.on(apiPaths.catalog.refresh, () => ok(status('loading', 0)))
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }))
    await waitFor(() => expect(api.requests[0]?.route).toBe(routeKey(apiPaths.catalog.refresh)))
  })
})
