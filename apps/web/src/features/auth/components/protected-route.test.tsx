import { render, screen, waitFor } from '@testing-library/react'
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createAppHistory } from '@/app/history'
import { startLoopbackServer, type LoopbackHandler } from '@/testing/loopback-server'
import { LAST_USER_KEY } from '@myflix/shared'

// The real better-auth client against a real HTTP server: the session store is a module singleton,
// so each test imports a fresh one.
beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  localStorage.setItem(LAST_USER_KEY, JSON.stringify(ana))
})

const ana = { id: 'u1', email: 'ana@example.com', name: 'Ana' }
const session = { id: 's1', token: 't1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' }
// better-auth's own 429 says when to come back; 0 keeps the retries quick.
// Each retry is a real round trip; a loaded machine needs more than the default second for three.
const slow = { timeout: 5000 }
const busy = {
  status: 429,
  body: { message: 'Too many requests' },
  headers: { 'X-Retry-After': '0' },
}

async function serve(answers: (call: number) => ReturnType<LoopbackHandler>) {
  let calls = 0
  const server = await startLoopbackServer(({ url }) =>
    url.pathname === '/api/auth/get-session' ? answers(calls++) : { status: 404, body: {} },
  )
  onTestFinished(() => server.close())
  return { server, sessionReads: () => calls }
}

async function openHome() {
  const { ProtectedRoute } = await import('./protected-route')
  const history = createAppHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/home'], v5Compat: true }),
  )
  const visited: string[] = []
  history.listen(({ location }) => visited.push(location.pathname))
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route element={<ProtectedRoute />}>
          <Route path="/home" element={<p>Página inicial</p>} />
        </Route>
        <Route path="/login" element={<p>Tela de login</p>} />
      </Routes>
    </HistoryRouter>,
  )
  return { history, visited }
}

describe('the session check', () => {
  it('asks again through 429s and keeps the user on the page', async () => {
    const { sessionReads } = await serve((call) =>
      call < 2 ? busy : { status: 200, body: { user: ana, session } },
    )
    const { visited } = await openHome()
    await waitFor(() => expect(sessionReads()).toBe(3), slow)
    expect(await screen.findByText('Página inicial', {}, slow)).toBeInTheDocument()
    expect(visited).not.toContain('/login')
  })

  it.each([
    ['busy', busy],
    ['failing', { status: 503, body: {}, headers: { 'Retry-After': '0' } }],
  ])('keeps the remembered user when the server stays %s', async (_name, answer) => {
    const { sessionReads } = await serve(() => answer)
    const { visited } = await openHome()
    // The first read and its three retries, then the page on the remembered user.
    await waitFor(() => expect(sessionReads()).toBe(4), slow)
    expect(await screen.findByText('Página inicial', {}, slow)).toBeInTheDocument()
    expect(visited).not.toContain('/login')
  })

  it.each([
    ['an answer without a session', { status: 200, body: null }],
    ['a 401', { status: 401, body: { message: 'Unauthorized' } }],
  ])('signs out on %s, once', async (_name, answer) => {
    const { sessionReads } = await serve(() => answer)
    const { history } = await openHome()
    expect(await screen.findByText('Tela de login')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/login')
    expect(sessionReads()).toBe(1)
  })

  it('never repeats a refused sign-in', async () => {
    const { server } = await serve(() => busy)
    const { authClient } = await import('@/lib/auth/auth-client')
    const { error } = await authClient.signIn.email({ email: ana.email, password: 'x' })
    expect(error?.status).toBe(404)
    expect(server.requests).toEqual(['POST /api/auth/sign-in/email'])
  })
})
