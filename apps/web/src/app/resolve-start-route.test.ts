import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CloudSummary } from '@myflix/shared'
import { ApiError } from '@/lib/api/transport'
import type { Nuvem } from '@/stores/app-store'
import { resolveStartRoute } from './resolve-start-route'

const active: CloudSummary = {
  id: 'c2',
  cloud_name: 'Casa',
  xtream_url: 'http://panel.test',
  xtream_user: 'ana',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}
const user = { id: 'u1' }
const noSleep = () => Promise.resolve()

describe('resolveStartRoute', () => {
  let nuvem: Nuvem | null
  const setNuvem = (next: Nuvem | null) => {
    nuvem = next
  }
  beforeEach(() => {
    localStorage.clear()
    nuvem = null
  })

  it('sends a signed-out visitor to /login without asking for clouds', async () => {
    const fetchClouds = vi.fn()
    await expect(resolveStartRoute(null, { fetchClouds })).resolves.toBe('/login')
    expect(fetchClouds).not.toHaveBeenCalled()
  })

  it('processes the active cloud, remembering it in the store and the spec keys', async () => {
    const to = await resolveStartRoute(user, {
      fetchClouds: async () => [{ ...active, id: 'c1', is_active: false }, active],
      setNuvem,
    })
    expect(to).toBe('/carregamento-nuvem')
    expect(nuvem).toEqual({ id: 'c2', name: 'Casa', url: 'http://panel.test', user: 'ana' })
    expect(localStorage.getItem('xtreamURL')).toBe('http://panel.test')
    expect(localStorage.getItem('xtreamPass')).not.toBe('')
  })

  it('asks for a cloud when the server has none, forgetting the stored name', async () => {
    localStorage.setItem('nuvemNome', 'Antiga')
    nuvem = { id: 'old', name: 'Antiga', url: 'http://x.test', user: 'x' }
    const to = await resolveStartRoute(user, { fetchClouds: async () => [], setNuvem })
    expect(to).toBe('/adicionar-nuvem-inicial')
    expect(nuvem).toBeNull()
    expect(localStorage.getItem('nuvemNome')).toBeNull()
  })

  it("falls back to the store's nuvem when the server fails", async () => {
    const remembered = { id: 'c9', name: 'Casa', url: 'http://panel.test', user: 'ana' }
    const to = await resolveStartRoute(user, {
      fetchClouds: () => Promise.reject(new ApiError(500, undefined, 'boom')),
      storedNuvem: () => remembered,
      setNuvem,
    })
    expect(to).toBe('/carregamento-nuvem')
  })

  it('throws when the server fails and nothing is remembered', async () => {
    await expect(
      resolveStartRoute(user, {
        fetchClouds: () => Promise.reject(new ApiError(503, undefined, 'Service Unavailable')),
        storedNuvem: () => null,
        readStoredCloud: () => null,
        sleep: noSleep,
        setNuvem,
      }),
    ).rejects.toThrow('Erro ao carregar suas nuvens.')
  })

  describe('offline', () => {
    const kept = {
      id: 'c2',
      cloud_name: 'Casa',
      xtream_url: 'http://panel.test',
      xtream_user: 'ana',
    }
    const summaries = (stored: typeof kept | null) => ({
      saveCloudSummary: vi.fn(async () => true),
      readCloudSummary: vi.fn(async () => stored),
    })

    it('opens the home with the remembered nuvem, asking the server nothing', async () => {
      const fetchClouds = vi.fn()
      const remembered = { id: 'c9', name: 'Casa', url: 'http://panel.test', user: 'ana' }
      const to = await resolveStartRoute(user, {
        online: () => false,
        fetchClouds,
        storedNuvem: () => remembered,
        cloudSummary: summaries(null),
        setNuvem,
      })
      expect(to).toBe('/home')
      expect(fetchClouds).not.toHaveBeenCalled()
    })

    it("falls back to store B's cloud summary when the store forgot the nuvem", async () => {
      const to = await resolveStartRoute(user, {
        online: () => false,
        storedNuvem: () => null,
        cloudSummary: summaries(kept),
        setNuvem,
      })
      expect(to).toBe('/home')
      expect(nuvem).toEqual({ id: 'c2', name: 'Casa', url: 'http://panel.test', user: 'ana' })
    })

    it('opens the home even when the device knows no cloud (adding one needs the network)', async () => {
      const to = await resolveStartRoute(user, {
        online: () => false,
        storedNuvem: () => null,
        cloudSummary: summaries(null),
        setNuvem,
      })
      expect(to).toBe('/home')
      expect(nuvem).toBeNull()
    })

    it('keeps the active cloud, without a password, in store B when online', async () => {
      const cloudSummary = summaries(null)
      await resolveStartRoute(user, { fetchClouds: async () => [active], cloudSummary, setNuvem })
      expect(cloudSummary.saveCloudSummary).toHaveBeenCalledWith(active)
    })
  })
})
