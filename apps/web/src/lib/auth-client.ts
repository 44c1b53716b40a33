import { createAuthClient } from 'better-auth/react'

// The server mounts better-auth at /api/auth on this same origin (vite proxies it in dev).
export const authClient = createAuthClient({ baseURL: window.location.origin })

export type AuthSession = typeof authClient.$Infer.Session
export type AuthUser = AuthSession['user']
