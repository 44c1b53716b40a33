import { describe, expect, it } from 'vitest'
import { createResumeGuard, resumeSeekTarget } from './resume-guard'

const at = (position: number, seeking = false) => ({ position, duration: 1200, seeking })

describe('createResumeGuard', () => {
  it('lets everything through when playback starts from the beginning', () => {
    expect(createResumeGuard(null).observe(at(0))).toBe(true)
    expect(createResumeGuard(0).reached).toBe(true)
  })

  it('holds back 0 and a pending seek until playback is at the resume point', () => {
    const guard = createResumeGuard(600)
    expect(guard.observe(at(0))).toBe(false)
    expect(guard.observe(at(599, true))).toBe(false)
    expect(guard.observe(at(598.5))).toBe(true)
    // Once there, going back is the user's doing and counts.
    expect(guard.observe(at(10))).toBe(true)
  })

  it('is released once our seek is done, even short of the point', () => {
    const guard = createResumeGuard(600)
    guard.release()
    expect(guard.observe(at(0))).toBe(true)
  })

  it('counts a resume point past the end of a shorter file as reached at its end', () => {
    const guard = createResumeGuard(5000)
    expect(guard.observe({ position: 1199, duration: 1200, seeking: false })).toBe(true)
  })
})

describe('resumeSeekTarget', () => {
  it('stays a little before the end, so a resume never lands on the end', () => {
    expect(resumeSeekTarget(600, 1200)).toBe(600)
    expect(resumeSeekTarget(1300, 1200)).toBe(1198)
    expect(resumeSeekTarget(600, Number.NaN)).toBe(600)
  })
})
