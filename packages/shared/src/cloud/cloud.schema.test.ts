import { describe, expect, it } from 'vitest'
import { cloudFormSchema, joinIssues } from './cloud.schema'

const valid = {
  nuvemNome: 'Minha Nuvem_1',
  xtreamURL: 'http://tv.example.com:8080',
  xtreamUser: 'u',
  xtreamPass: 'p',
}

describe('cloud form', () => {
  it('accepts a valid cloud and trims it', () => {
    const r = cloudFormSchema.safeParse({ ...valid, nuvemNome: '  Nuvem  ', xtreamUser: ' u ' })
    expect(r.success && [r.data.nuvemNome, r.data.xtreamUser]).toEqual(['Nuvem', 'u'])
  })
  it.each([
    [{ nuvemNome: ' ' }, 'Nome da nuvem é obrigatório'],
    [{ nuvemNome: 'n'.repeat(101) }, 'Nome deve ter no máximo 100 caracteres'],
    [
      { nuvemNome: 'nuvem<script>' },
      'Nome deve conter apenas letras, números, espaços, hífen e underscore',
    ],
    [{ xtreamURL: '' }, 'URL é obrigatória'],
    [{ xtreamURL: 'ftp://x.com' }, 'URL inválida'],
    [{ xtreamURL: 'not a url' }, 'URL inválida'],
    [{ xtreamURL: `http://x.com/${'a'.repeat(500)}` }, 'URL muito longa'],
    [{ xtreamUser: '' }, 'Usuário é obrigatório'],
    [{ xtreamPass: '' }, 'Senha é obrigatória'],
    [{ xtreamPass: 'p'.repeat(201) }, 'Senha muito longa'],
  ])('%o → %s', (patch, message) => {
    const r = cloudFormSchema.safeParse({ ...valid, ...patch })
    expect(r.success).toBe(false)
    if (!r.success) expect(joinIssues(r.error)).toContain(message)
  })
  it('joins every message with a comma', () => {
    const r = cloudFormSchema.safeParse({
      nuvemNome: '',
      xtreamURL: '',
      xtreamUser: '',
      xtreamPass: '',
    })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(joinIssues(r.error)).toBe(
        'Nome da nuvem é obrigatório, URL é obrigatória, Usuário é obrigatório, Senha é obrigatória',
      )
  })
})
