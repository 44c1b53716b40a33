import { describe, expect, it } from 'vitest'
import type { AuthFailure } from '@/lib/auth/auth-answer'
import {
  loginErrorMessage,
  newPasswordErrorMessage,
  registerErrorMessage,
  resetRequestErrorMessage,
} from './auth-errors'

type Row = [string, AuthFailure | undefined, string]

describe('loginErrorMessage (spec §8 Login)', () => {
  const rows: Row[] = [
    [
      'better-auth wrong credentials',
      { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
      'Email ou senha incorretos.',
    ],
    [
      'old backend wrong credentials',
      { status: 400, message: 'Invalid login credentials' },
      'Email ou senha incorretos.',
    ],
    [
      'better-auth unverified',
      { status: 403, code: 'EMAIL_NOT_VERIFIED' },
      'Confirme seu email antes de fazer login.',
    ],
    [
      'old backend unverified',
      { status: 400, message: 'Email not confirmed' },
      'Confirme seu email antes de fazer login.',
    ],
    [
      'rate limited',
      { status: 429, message: 'Too many requests. Please try again later.' },
      'Muitas tentativas. Tente novamente em alguns minutos.',
    ],
    [
      'other client error',
      { status: 400, code: 'INVALID_EMAIL', message: 'Invalid email' },
      'Verifique suas credenciais e tente novamente.',
    ],
    ['server failure', { status: 500, message: 'boom' }, 'Erro interno. Tente novamente.'],
    ['network failure', undefined, 'Erro interno. Tente novamente.'],
  ]
  it.each(rows)('%s', (_name, failure, expected) => {
    expect(loginErrorMessage(failure)).toBe(expected)
  })
})

describe('registerErrorMessage (spec §8 Register)', () => {
  const rows: Row[] = [
    [
      'existing e-mail (code)',
      { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      'Este email já está cadastrado.',
    ],
    [
      'existing e-mail (old text)',
      { status: 400, message: 'User already registered' },
      'Este email já está cadastrado.',
    ],
    [
      'short password (code)',
      { status: 400, code: 'PASSWORD_TOO_SHORT' },
      'A senha deve ter pelo menos 6 caracteres.',
    ],
    [
      'short password (old text)',
      { status: 400, message: 'Password should be at least 6 characters' },
      'A senha deve ter pelo menos 6 caracteres.',
    ],
    [
      'invalid e-mail',
      { status: 400, code: 'INVALID_EMAIL', message: 'Invalid email' },
      'Email inválido.',
    ],
    [
      'sign-up disabled (code)',
      { status: 400, code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED' },
      'Cadastro temporariamente indisponível.',
    ],
    [
      'sign-up disabled (old text)',
      { status: 400, message: 'Signup requires a valid password' },
      'Cadastro temporariamente indisponível.',
    ],
    ['rate limited', { status: 429 }, 'Muitas tentativas. Tente novamente em alguns minutos.'],
    [
      'anything else',
      { status: 400, code: 'FAILED_TO_CREATE_USER' },
      'Tente novamente mais tarde.',
    ],
    ['network failure', undefined, 'Erro interno. Tente novamente.'],
  ]
  it.each(rows)('%s', (_name, failure, expected) => {
    expect(registerErrorMessage(failure)).toBe(expected)
  })
})

describe('resetRequestErrorMessage (spec §8 Reset)', () => {
  const rows: Row[] = [
    [
      'unknown user',
      { status: 400, code: 'USER_NOT_FOUND', message: 'User not found' },
      'Email não encontrado.',
    ],
    ['invalid e-mail', { status: 400, message: 'Invalid email' }, 'Email inválido.'],
    ['rate limited', { status: 429 }, 'Muitas tentativas. Tente novamente em alguns minutos.'],
    [
      'anything else',
      { status: 400, code: 'RESET_PASSWORD_DISABLED' },
      'Não foi possível enviar o email. Tente novamente.',
    ],
    ['network failure', undefined, 'Erro interno. Tente novamente.'],
  ]
  it.each(rows)('%s', (_name, failure, expected) => {
    expect(resetRequestErrorMessage(failure)).toBe(expected)
  })
})

describe('newPasswordErrorMessage', () => {
  const rows: Row[] = [
    [
      'used or expired link',
      { status: 400, code: 'INVALID_TOKEN' },
      'Este link de recuperação é inválido ou expirou. Peça um novo.',
    ],
    [
      'short password',
      { status: 400, code: 'PASSWORD_TOO_SHORT' },
      'A senha deve ter pelo menos 6 caracteres.',
    ],
    [
      'anything else',
      { status: 400, code: 'USER_NOT_FOUND' },
      'Não foi possível alterar a senha. Tente novamente.',
    ],
    ['server failure', { status: 503 }, 'Erro interno. Tente novamente.'],
  ]
  it.each(rows)('%s', (_name, failure, expected) => {
    expect(newPasswordErrorMessage(failure)).toBe(expected)
  })
})
