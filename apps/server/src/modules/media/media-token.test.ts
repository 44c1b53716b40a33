import { describe, expect, it } from 'vitest'
import { createMediaTokens, type MediaClaims } from './media-token'

const SECRET = 's'.repeat(48)
const NOW = 1_800_000_000
const play: MediaClaims = {
  t: 'play',
  u: 'user-1',
  c: 'cloud-1',
  k: 'movie',
  i: '42',
  e: 'mp4',
  x: NOW + 60,
}
const resource: MediaClaims = {
  t: 'res',
  u: 'user-1',
  c: 'cloud-1',
  url: 'http://panel.example:8080/live/bob/hunter2/1/100.ts',
  h: ['panel.example:8080'],
  x: NOW + 60,
}

describe('media tokens', () => {
  it('round-trips both kinds and keeps the provider URL unreadable', () => {
    const tokens = createMediaTokens(SECRET)
    const [sealed, expiry] = tokens.issue(resource).split('?e=')
    expect(sealed).toMatch(/^[\w.-]+$/)
    expect(expiry).toMatch(new RegExp(`^${resource.x}\\.[\\w-]+$`))
    expect(sealed).not.toContain('hunter2')
    expect(Buffer.from(sealed!.split('.')[2]!, 'base64url').toString('latin1')).not.toContain(
      'hunter2',
    )
    expect(tokens.read(sealed!, NOW, expiry)).toEqual({ ok: true, claims: resource })
    expect(tokens.read(sealed!, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(tokens.read(tokens.issue(play), NOW)).toEqual({ ok: true, claims: play })
  })

  it('seals a resource the same way each time; its expiry is signed for that token only', () => {
    const tokens = createMediaTokens(SECRET)
    expect(tokens.issue(resource)).toBe(tokens.issue(resource))
    const [sealed] = tokens.issue(resource).split('?e=')
    const [, later] = tokens.issue({ ...resource, x: NOW + 600 }).split('?e=')
    expect(tokens.issue({ ...resource, x: NOW + 600 }).split('?e=')[0]).toBe(sealed)
    expect(tokens.read(sealed!, NOW, later)).toMatchObject({ ok: true, claims: { x: NOW + 600 } })
    const [otherSealed] = tokens.issue({ ...resource, u: 'user-2' }).split('?e=')
    expect(otherSealed).not.toBe(sealed)
    expect(tokens.read(otherSealed!, NOW, later)).toEqual({ ok: false, reason: 'invalid' })
    expect(tokens.read(sealed!, NOW + 600, later)).toEqual({ ok: false, reason: 'expired' })
    // Tokens of another purpose (external-player links) do not open here.
    const external = createMediaTokens(SECRET, 'media-external')
    expect(tokens.read(external.issue(play), NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('tells expired tokens from invalid ones', () => {
    const tokens = createMediaTokens(SECRET)
    expect(tokens.read(tokens.issue(play), NOW + 60)).toEqual({ ok: false, reason: 'expired' })
    expect(createMediaTokens('o'.repeat(48)).read(tokens.issue(play), NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(tokens.read('v1.a.b.c', NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses sealed claims that do not have the expected shape', () => {
    const tokens = createMediaTokens(SECRET)
    const odd = tokens.issue({ ...play, i: '../../etc' })
    expect(tokens.read(odd, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('round-trips a catch-up token and refuses one whose archive claims are off', () => {
    const tokens = createMediaTokens(SECRET)
    const catchup: MediaClaims = {
      ...play,
      k: 'live',
      e: 'ts',
      ts: { f: 'php', s: '2026-11-25:23-13', d: 67 },
    }
    expect(tokens.read(tokens.issue(catchup), NOW)).toEqual({ ok: true, claims: catchup })
    expect(tokens.read(tokens.issue({ ...catchup, s: 'session-1' }), NOW)).toMatchObject({
      ok: true,
      claims: { s: 'session-1', ts: catchup.ts },
    })
    for (const ts of [
      { f: 'rest', s: '2026-11-25 23:13', d: 67 },
      { f: 'flussonic', s: '2026-11-25:23-13', d: 67 },
      { f: 'rest', s: '2026-11-25:23-13', d: 0 },
      { f: 'rest', s: '2026-11-25:23-13', d: 100_000 },
    ]) {
      const odd = tokens.issue({ ...catchup, ts } as MediaClaims)
      expect(tokens.read(odd, NOW), JSON.stringify(ts)).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})

describe('media tokens with a recipe (issue 20)', () => {
  it('round-trips how the stream is processed and refuses a recipe that is off', () => {
    const tokens = createMediaTokens(SECRET)
    const processed: MediaClaims = { ...play, e: 'mkv', r: { v: 'copy', a: 'aac', s: 2 } }
    expect(tokens.read(tokens.issue(processed), NOW)).toEqual({ ok: true, claims: processed })
    const silent: MediaClaims = { ...play, r: { v: 'h264', a: 'copy', s: null } }
    expect(tokens.read(tokens.issue(silent), NOW)).toEqual({ ok: true, claims: silent })
    for (const r of [
      { v: 'vp9', a: 'copy', s: 1 },
      { v: 'copy', a: 'opus', s: 1 },
      { v: 'copy', a: 'aac', s: -1 },
      { v: 'copy', a: 'aac', s: 1.5 },
      { v: 'copy', a: 'aac' },
    ]) {
      const odd = tokens.issue({ ...play, r } as MediaClaims)
      expect(tokens.read(odd, NOW), JSON.stringify(r)).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})
