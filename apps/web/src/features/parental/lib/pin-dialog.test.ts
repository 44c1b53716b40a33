import { t } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { canSubmitPins, localPinProblem, wrongPinField } from './pin-dialog'

describe('canSubmitPins', () => {
  it('waits for 4 digits in every field', () => {
    expect(canSubmitPins('unlock', { pin: '258' })).toBe(false)
    expect(canSubmitPins('unlock', { pin: '2580' })).toBe(true)
    expect(canSubmitPins('disable', {})).toBe(false)
    expect(canSubmitPins('change', { currentPin: '2580', newPin: '3690' })).toBe(false)
  })

  it('waits for a matching confirmation when one is asked', () => {
    expect(canSubmitPins('enable-new', { newPin: '2580', confirm: '2581' })).toBe(false)
    expect(canSubmitPins('enable-new', { newPin: '2580', confirm: '2580' })).toBe(true)
    expect(canSubmitPins('change', { currentPin: '1111', newPin: '3690', confirm: '3690' })).toBe(
      true,
    )
  })
})

describe('localPinProblem', () => {
  it('refuses a weak new PIN before calling the server', () => {
    expect(localPinProblem('enable-new', { newPin: '1234', confirm: '1234' })).toEqual({
      title: t('parental.weakTitle'),
      description: t('parental.weakDescription'),
    })
    expect(
      localPinProblem('change', { currentPin: '2580', newPin: '9999', confirm: '9999' })?.title,
    ).toBe(t('parental.weakTitle'))
  })

  it('leaves PINs only the server can check alone', () => {
    expect(localPinProblem('unlock', { pin: '1111' })).toBeNull()
    expect(localPinProblem('disable', { pin: '0000' })).toBeNull()
    expect(localPinProblem('enable-new', { newPin: '2580', confirm: '2580' })).toBeNull()
  })
})

describe('wrongPinField', () => {
  it('names the box of the PIN the server found wrong (403)', () => {
    expect(wrongPinField('unlock', 403)).toBe('pin')
    expect(wrongPinField('disable', 403)).toBe('pin')
    expect(wrongPinField('enable-stored', 403)).toBe('pin')
    expect(wrongPinField('change', 403)).toBe('currentPin')
  })

  it('names none for other refusals or a dialog with only new PINs', () => {
    expect(wrongPinField('unlock', 429)).toBeNull()
    expect(wrongPinField('unlock', 500)).toBeNull()
    expect(wrongPinField('enable-new', 403)).toBeNull()
  })
})
