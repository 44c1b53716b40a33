import { describe, expect, it } from 'vitest'
import { checkNewPin, isPinFormatValid, isWeakPin, sanitizePinInput, WEAK_PINS } from './pin-rules'

const SPEC_WEAK = [
  '0000',
  '1111',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '7777',
  '8888',
  '9999',
  '1234',
  '4321',
  '0123',
  '9876',
  '1122',
  '2211',
]

describe('PIN rules', () => {
  it.each(SPEC_WEAK)('refuses the weak PIN %s', (pin) => {
    expect(isWeakPin(pin)).toBe(true)
    expect(checkNewPin(pin, pin)).toBe('weak')
  })

  it('lists exactly the spec weak PINs', () => {
    expect([...WEAK_PINS].sort()).toEqual([...SPEC_WEAK].sort())
  })

  it.each(['2580', '1357', '0420', '9753', '1212', '3456', '1233'])('accepts %s', (pin) => {
    expect(isWeakPin(pin)).toBe(false)
    expect(checkNewPin(pin, pin)).toBeNull()
  })

  it.each(['', '1', '123', '12345', '12a4', ' 258', '２５８０', '25.8'])(
    'finds %j malformed',
    (pin) => {
      expect(isPinFormatValid(pin)).toBe(false)
      expect(checkNewPin(pin, pin)).toBe('invalid')
    },
  )

  it('checks the confirmation last, and only when given', () => {
    expect(checkNewPin('2580', '2581')).toBe('mismatch')
    expect(checkNewPin('2580')).toBeNull()
    expect(checkNewPin('1111', '2222')).toBe('weak')
  })

  it('keeps digits only, truncated to 4', () => {
    expect(sanitizePinInput('12a3-45')).toBe('1234')
    expect(sanitizePinInput('98')).toBe('98')
    expect(sanitizePinInput('abc')).toBe('')
    expect(sanitizePinInput(' 2 5 8 0 9')).toBe('2580')
  })
})
