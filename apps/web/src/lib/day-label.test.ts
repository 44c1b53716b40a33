import { describe, expect, it } from 'vitest'
import { dayLabel } from './day-label'

/** Unix seconds of a time on the device's clock (the tests hold in any time zone). */
const local = (day: number, hour: number, minute = 0) =>
  new Date(2025, 5, day, hour, minute).getTime() / 1000

describe('dayLabel', () => {
  it('names today, tomorrow and yesterday, and dates the other days', () => {
    const today = local(14, 0)
    expect(dayLabel(today, today)).toMatch(/^Hoje, sábado, 14 de junho$/)
    expect(dayLabel(local(15, 0), today)).toMatch(/^Amanhã, domingo, 15 de junho$/)
    expect(dayLabel(local(13, 0), today)).toMatch(/^Ontem, sexta-feira, 13 de junho$/)
    expect(dayLabel(local(17, 0), today)).toBe('terça-feira, 17 de junho')
  })
})
