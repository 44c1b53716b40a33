import { describe, expect, it } from 'vitest'
import { loginSchema, registerSchema, resetPasswordSchema, resetRequestSchema } from './auth.schema'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? [])

describe('login', () => {
  it('accepts a trimmed e-mail and any password', () => {
    const r = loginSchema.safeParse({ email: '  Ana@Example.com ', password: 'x' })
    expect(r.success && r.data.email).toBe('Ana@Example.com')
  })
  it('says which field is wrong', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'Email inválido',
      'Senha é obrigatória',
    ])
  })
  it('limits the e-mail to 255 characters', () => {
    const email = `${'a'.repeat(250)}@x.com`
    expect(messages(loginSchema.safeParse({ email, password: 'x' }))).toContain('Email muito longo')
  })
})

describe('register password rules', () => {
  const base = { email: 'a@b.co', confirmPassword: '' }
  it.each([
    ['Ab1!', 'A senha deve ter pelo menos 8 caracteres'],
    [`Ab1!${'x'.repeat(97)}`, 'A senha deve ter no máximo 100 caracteres'],
    ['abcdef1!', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['ABCDEF1!', 'A senha deve conter pelo menos uma letra minúscula'],
    ['Abcdefg!', 'A senha deve conter pelo menos um número'],
    ['Abcdefg1', 'A senha deve conter pelo menos um caractere especial'],
  ])('%s → %s', (password, message) => {
    expect(messages(registerSchema.safeParse({ ...base, password }))).toContain(message)
  })
  it('asks for the confirmation and checks it matches', () => {
    expect(messages(registerSchema.safeParse({ ...base, password: 'Abcdef1!' }))).toEqual([
      'Confirme sua senha',
    ])
    expect(
      messages(
        registerSchema.safeParse({ ...base, password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }),
      ),
    ).toEqual(['As senhas não coincidem'])
    expect(
      registerSchema.safeParse({ ...base, password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })
        .success,
    ).toBe(true)
  })
  it('applies the same rules to a new password after a reset', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' })),
    ).toContain('A senha deve ter pelo menos 8 caracteres')
    expect(resetRequestSchema.safeParse({ email: 'x@y.com' }).success).toBe(true)
  })
})
