import { describe, expect, it } from 'vitest'
import type { FieldErrors } from 'react-hook-form'
import { fieldMessages, joinFieldErrors } from './form-errors'

type Form = { email: string; password: string; confirmPassword: string }

describe('joinFieldErrors', () => {
  it('joins first messages in form order with ", "', () => {
    const errors: FieldErrors<Form> = {
      confirmPassword: { type: 'custom', message: 'As senhas não coincidem' },
      email: { type: 'invalid_format', message: 'Email inválido' },
    }
    expect(joinFieldErrors(errors, ['email', 'password', 'confirmPassword'])).toBe(
      'Email inválido, As senhas não coincidem',
    )
  })
})

describe('fieldMessages', () => {
  it('lists every rule a field breaks, first message first, without repeats', () => {
    const errors: FieldErrors<Form> = {
      password: {
        type: 'too_small',
        message: 'curta',
        types: { too_small: 'curta', invalid_format: ['sem maiúscula', 'sem número'] },
      },
    }
    expect(fieldMessages(errors, 'password')).toEqual(['curta', 'sem maiúscula', 'sem número'])
    expect(fieldMessages(errors, 'email')).toEqual([])
  })
})
