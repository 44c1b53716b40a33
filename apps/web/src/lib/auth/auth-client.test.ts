import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { startLoopbackServer, type LoopbackAnswer } from '@/testing/loopback-server'

// The session store is a module singleton: each test imports a fresh one, against a real HTTP server.
beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
})

const ana = { id: 'u1', email: 'ana@example.com', name: 'Ana', image: null }
const session = { id: 's1', token: 't1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' }
const signedIn: LoopbackAnswer = { status: 200, body: { user: ana, session } }

async function serve(answer: (path: string, call: number) => LoopbackAnswer) {
  let calls = 0
  const server = await startLoopbackServer(({ url }) =>
    answer(url.pathname, url.pathname === '/api/auth/get-session' ? calls++ : -1),
  )
  onTestFinished(() => server.close())
  const reads = () => server.requests.filter((request) => request.endsWith('/get-session')).length
  return { server, reads }
}

/** The store, read as the app reads it: subscribed, so its first read starts. */
async function openStore() {
  const store = await import('./session-store')
  const { authClient } = await import('./auth-client')
  const changes = vi.fn()
  onTestFinished(store.subscribeSession(changes))
  return { ...store, authClient, changes }
}

function showTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('the session store', () => {
  it('reads the session once its first reader subscribes, and keeps its object when it is the same', async () => {
    const { reads } = await serve(() => signedIn)
    const { sessionSnapshot, refreshSession, changes } = await openStore()
    await waitFor(() => expect(sessionSnapshot()).toMatchObject({ data: { user: ana } }))
    const first = sessionSnapshot().data
    await refreshSession()
    expect(reads()).toBe(2)
    expect(sessionSnapshot().data).toBe(first)
    expect(changes).toHaveBeenCalledTimes(1)
  })

  it('counts an answer that is not JSON as "could not ask", never as signed out', async () => {
    await serve(() => ({ status: 200, body: '<html>portal</html>', type: 'text/html' }))
    const { sessionSnapshot } = await openStore()
    await waitFor(() => expect(sessionSnapshot().isPending).toBe(false))
    expect(sessionSnapshot()).toMatchObject({ data: null, error: { status: undefined } })
  })

  it('reads again when the tab comes back, at most every 5 s', async () => {
    await serve(() => signedIn)
    const { sessionSnapshot } = await openStore()
    await waitFor(() => expect(sessionSnapshot().data).not.toBeNull())
    // A read sends its request before anything else happens: counted as the event returns.
    const sent = vi.spyOn(globalThis, 'fetch')
    showTab()
    expect(sent).toHaveBeenCalledTimes(1)
    showTab()
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('reads again when another tab signs out, and the 401 ends the session here', async () => {
    await serve((_path, call) => (call === 0 ? signedIn : { status: 401, body: {} }))
    const { sessionSnapshot } = await openStore()
    await waitFor(() => expect(sessionSnapshot().data).not.toBeNull())
    window.dispatchEvent(new StorageEvent('storage', { key: 'myflix.auth-signal', newValue: '1' }))
    await waitFor(() =>
      expect(sessionSnapshot()).toMatchObject({ data: null, error: { status: 401 } }),
    )
  })
})

describe('the auth calls', () => {
  it('read the session again after a sign-in, and answer a refusal with its status and code', async () => {
    let accepted = false
    const { server, reads } = await serve((path) => {
      if (path === '/api/auth/get-session') return accepted ? signedIn : { status: 200, body: null }
      accepted = true
      return path === '/api/auth/sign-in/email'
        ? { status: 200, body: { redirect: false, token: 't1', user: ana } }
        : { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } }
    })
    const { sessionSnapshot, authClient } = await openStore()
    await waitFor(() => expect(sessionSnapshot().isPending).toBe(false))
    expect(await authClient.signIn.email({ email: ana.email, password: 'x' })).toMatchObject({
      error: null,
    })
    await waitFor(() => expect(sessionSnapshot().data?.user.id).toBe('u1'))
    const refused = await authClient.resetPassword({ newPassword: 'x', token: 'y' })
    expect(refused).toEqual({
      data: null,
      error: {
        status: 403,
        statusText: 'Forbidden',
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Email not verified',
      },
    })
    expect(reads()).toBe(2)
    expect(server.requests).toContain('POST /api/auth/reset-password')
  })

  it('tell the other tabs when this one signs out', async () => {
    await serve((path) =>
      path === '/api/auth/sign-out' ? { status: 200, body: { success: true } } : signedIn,
    )
    const { authClient } = await openStore()
    await authClient.signOut()
    expect(localStorage.getItem('myflix.auth-signal')).not.toBeNull()
  })
})
