import { describe, expect, it } from 'vitest'
import { MEDIA_PATHS } from '@myflix/shared'
import { proxiedImageUrl, verifyImageToken } from './image-url'

const SECRET = 'a'.repeat(48)
const POSTER = 'http://panel.example:8080/images/poster 1.jpg?x=1&y=2'

function tokenOf(url: string): string {
  expect(url.startsWith(MEDIA_PATHS.image)).toBe(true)
  return url.slice(MEDIA_PATHS.image.length)
}

describe('proxiedImageUrl', () => {
  it('is stable and round-trips to the same cloud and url', () => {
    const first = proxiedImageUrl(SECRET, 'cloud-1', POSTER)
    expect(first).not.toBeNull()
    expect(proxiedImageUrl(SECRET, 'cloud-1', POSTER)).toBe(first)
    expect(verifyImageToken(SECRET, tokenOf(first!))).toEqual({ cloudId: 'cloud-1', url: POSTER })
  })

  it('gives null for missing, blank or non-http urls', () => {
    expect(proxiedImageUrl(SECRET, 'c', null)).toBeNull()
    expect(proxiedImageUrl(SECRET, 'c', '   ')).toBeNull()
    expect(proxiedImageUrl(SECRET, 'c', 'file:///etc/passwd')).toBeNull()
    expect(proxiedImageUrl(SECRET, 'c', 'not a url')).toBeNull()
  })

  it('binds the signature to the secret, the cloud and the url', () => {
    const token = tokenOf(proxiedImageUrl(SECRET, 'cloud-1', POSTER)!)
    expect(verifyImageToken('b'.repeat(48), token)).toBeNull()
    const [payload, sig] = token.split('.')
    const otherCloud = tokenOf(proxiedImageUrl(SECRET, 'cloud-2', POSTER)!).split('.')[0]
    expect(verifyImageToken(SECRET, `${otherCloud}.${sig}`)).toBeNull()
    const forged = Buffer.from(`cloud-1\nhttp://127.0.0.1:22/`).toString('base64url')
    expect(verifyImageToken(SECRET, `${forged}.${sig}`)).toBeNull()
    expect(verifyImageToken(SECRET, payload!)).toBeNull()
    expect(verifyImageToken(SECRET, `${payload}.`)).toBeNull()
  })
})
