import { describe, expect, it } from 'vitest'
import { addDays, dayLabel, dayStart, formatClock, formatRange } from './clock'

/** Unix seconds of a time on the device's clock (the tests hold in any time zone). */
const local = (day: number, hour: number, minute = 0) =>
  new Date(2025, 5, day, hour, minute).getTime() / 1000

describe('guide clock', () => {
  it('writes times as 24-hour HH:mm', () => {
    expect(formatClock(local(14, 21, 5))).toBe('21:05')
    expect(formatClock(local(14, 0, 0))).toBe('00:00')
    expect(formatClock(0, 'UTC')).toBe('00:00')
    expect(formatClock(13 * 3600 + 30 * 60, 'America/Sao_Paulo')).toBe('10:30')
  })

  it('writes a programme as start – end', () => {
    expect(formatRange(local(14, 20, 30), local(14, 21, 15))).toBe('20:30 – 21:15')
  })

  it("finds the day's midnight and moves by calendar days", () => {
    expect(dayStart(local(14, 21, 5))).toBe(local(14, 0))
    expect(dayStart(local(14, 0))).toBe(local(14, 0))
    expect(addDays(local(14, 0), 1)).toBe(local(15, 0))
    expect(addDays(local(14, 0), -3)).toBe(local(11, 0))
  })

  it('names today, tomorrow and yesterday, and dates the other days', () => {
    const today = local(14, 0)
    expect(dayLabel(today, today)).toMatch(/^Hoje, sábado, 14 de junho$/)
    expect(dayLabel(local(15, 0), today)).toMatch(/^Amanhã, domingo, 15 de junho$/)
    expect(dayLabel(local(13, 0), today)).toMatch(/^Ontem, sexta-feira, 13 de junho$/)
    expect(dayLabel(local(17, 0), today)).toBe('terça-feira, 17 de junho')
  })
})
