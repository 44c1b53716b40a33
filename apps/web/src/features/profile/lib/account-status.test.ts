import { describe, expect, it } from 'vitest'
import { describeAccountStatus, formatBytes } from './account-status'

describe('describeAccountStatus', () => {
  it("defaults to 'Ativo' and is green for Active", () => {
    expect(describeAccountStatus(undefined)).toEqual({ text: 'Ativo', active: true })
    expect(describeAccountStatus('  ')).toEqual({ text: 'Ativo', active: true })
    expect(describeAccountStatus('Active')).toEqual({ text: 'Ativo', active: true })
    expect(describeAccountStatus('ativo')).toEqual({ text: 'Ativo', active: true })
  })

  it('names the other panel states in Portuguese, not green', () => {
    expect(describeAccountStatus('Expired')).toEqual({ text: 'Expirado', active: false })
    expect(describeAccountStatus('Banned')).toEqual({ text: 'Banido', active: false })
    expect(describeAccountStatus('Disabled')).toEqual({ text: 'Desativado', active: false })
  })

  it('shows an unknown state as the provider wrote it, not green', () => {
    expect(describeAccountStatus('Trial')).toEqual({ text: 'Trial', active: false })
  })
})

describe('formatBytes', () => {
  it('picks the unit and pt-BR decimals', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1536)).toBe('1,5 KB')
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB')
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB')
  })
})
