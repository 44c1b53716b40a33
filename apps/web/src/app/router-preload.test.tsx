import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { createRoutes, preloadScreens } from './router'

const imported = vi.hoisted(() => new Set<string>())

vi.mock('@/lib/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))
vi.mock('./routes/app-root', () => {
  imported.add('app-root')
  return { AppRootRoute: () => null }
})
vi.mock('./routes/home', () => {
  imported.add('home')
  return { HomeRoute: () => null }
})
vi.mock('./routes/login', () => {
  imported.add('login')
  return { LoginRoute: () => null }
})

describe('preloadScreens', () => {
  it('starts loading every screen a path nests in before any of them renders, and no other', async () => {
    preloadScreens(createRoutes(), paths.home.getHref())
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['app-root', 'home']))
    expect(imported.has('login')).toBe(false)
  })
})
