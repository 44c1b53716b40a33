import { describe, expect, it } from 'vitest'
import type { FieldErrors } from 'react-hook-form'
import { fieldMessages } from './form-errors'

type Form = { email: string; password: string; confirmPassword: string }

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
