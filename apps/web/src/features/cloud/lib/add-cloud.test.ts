import { describe, expect, it, vi } from 'vitest'
import { t, type CloudForm, type CloudSummary } from '@myflix/shared'
import { ApiError, NETWORK_FAILURE } from '@/lib/api/transport'
import { addCloud } from './add-cloud'

const form: CloudForm = {
  nuvemNome: 'Casa',
  xtreamURL: 'http://panel.test',
  xtreamUser: 'ana',
  xtreamPass: 'secret',
}
const saved: CloudSummary = {
  id: 'c1',
  cloud_name: 'Casa',
  xtream_url: form.xtreamURL,
  xtream_user: 'ana',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}
const refusedWith = (error: string) => () => Promise.resolve({ success: false, error })

describe('addCloud', () => {
  it('validates, then saves', async () => {
    const order: string[] = []
    const outcome = await addCloud(form, {
      validate: async (sent) => (order.push(`validate ${sent.xtreamUser}`), { success: true }),
      save: async (sent) => (order.push(`save ${sent.nuvemNome}`), saved),
    })
    expect(outcome).toEqual({ kind: 'saved', cloud: saved })
    expect(order).toEqual(['validate ana', 'save Casa'])
  })

  it('does not save refused credentials and shows the spec message', async () => {
    const save = vi.fn()
    const outcome = await addCloud(form, {
      validate: refusedWith(t('provider.errors.invalidCredentials')),
      save,
    })
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Credenciais inválidas. Verifique URL, usuário e senha.',
    })
    expect(save).not.toHaveBeenCalled()
  })

  it.each([t('provider.errors.connection'), t('provider.errors.timeout')])(
    'sends an unreachable provider (%s) to the connection failure screen',
    async (reason) => {
      const outcome = await addCloud(form, { validate: refusedWith(reason), save: vi.fn() })
      expect(outcome).toEqual({ kind: 'connection-failure', message: reason })
    },
  )

  it('keeps a precise server reason, else the generic add failure', async () => {
    const expired = t('provider.errors.expired')
    await expect(
      addCloud(form, { validate: refusedWith(expired), save: vi.fn() }),
    ).resolves.toEqual({ kind: 'refused', message: expired })
    await expect(addCloud(form, { validate: refusedWith(' '), save: vi.fn() })).resolves.toEqual({
      kind: 'refused',
      message: 'Erro ao adicionar nuvem. Tente novamente.',
    })
  })

  it('maps a failed validation call: our network down → connection problem, 5xx → add failure', async () => {
    const offline = await addCloud(form, {
      validate: () => Promise.reject(new ApiError(0, NETWORK_FAILURE, 'Sem conexão.')),
      save: vi.fn(),
    })
    expect(offline).toEqual({
      kind: 'refused',
      message: 'Problema de conexão. Verifique sua internet.',
    })
    const crashed = await addCloud(form, {
      validate: () => Promise.reject(new ApiError(500, undefined, 'Internal')),
      save: vi.fn(),
    })
    expect(crashed).toEqual({
      kind: 'refused',
      message: 'Erro ao adicionar nuvem. Tente novamente.',
    })
  })

  it('reports a failed save with the save message', async () => {
    const outcome = await addCloud(form, {
      validate: async () => ({ success: true }),
      save: () => Promise.reject(new ApiError(500, undefined, 'Erro ao salvar nuvem.')),
    })
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Erro ao salvar configuração. Tente novamente.',
    })
  })
})
