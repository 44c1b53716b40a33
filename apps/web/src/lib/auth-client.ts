import { createAuthClient } from 'better-auth/react'
import { trackedFetch } from './reachability'
import { sessionRetryPlugin } from './session-retry'

// The server mounts better-auth under its API on this same origin (vite proxies it in dev). Its
// requests tell the app whether the server can be reached, as every other call to it does.
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  fetchOptions: { customFetchImpl: trackedFetch, plugins: [sessionRetryPlugin] },
})

export type AuthSession = typeof authClient.$Infer.Session
export type AuthUser = AuthSession['user']
