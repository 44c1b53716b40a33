import { describe, expect, it } from 'vitest'
import { MEDIA_PATHS } from '@myflix/shared'
import { IMAGE_EPOCH_SECONDS, imageTokenExpiry, proxiedImageUrl, readImageToken } from './image-url'

const SECRET = 'a'.repeat(48)
const POSTER = 'http://panel.example:8080/images/poster 1.jpg?x=1&y=2'
const NOW = 1_790_000_000

function tokenOf(url: string): string {
  expect(url.startsWith(MEDIA_PATHS.image)).toBe(true)
  return url.slice(MEDIA_PATHS.image.length)
}

describe('proxiedImageUrl', () => {
  it('is stable within an epoch and round-trips to the same cloud and url', () => {
    const first = proxiedImageUrl(SECRET, 'cloud-1', POSTER, NOW)
    expect(first).not.toBeNull()
    const epochEnd = (Math.floor(NOW / IMAGE_EPOCH_SECONDS) + 1) * IMAGE_EPOCH_SECONDS
    expect(proxiedImageUrl(SECRET, 'cloud-1', POSTER, epochEnd - 1)).toBe(first)
    expect(proxiedImageUrl(SECRET, 'cloud-1', POSTER, epochEnd)).not.toBe(first)
    expect(readImageToken(SECRET, tokenOf(first!), NOW)).toEqual({
      ok: true,
      target: { scope: 'cloud-1', url: POSTER, expiresAt: imageTokenExpiry(NOW) },
    })
  })

  it('expires at the end of the epoch after the one it was issued in', () => {
    const token = tokenOf(proxiedImageUrl(SECRET, 'cloud-1', POSTER, NOW)!)
    const expiry = (Math.floor(NOW / IMAGE_EPOCH_SECONDS) + 2) * IMAGE_EPOCH_SECONDS
    expect(expiry - NOW).toBeGreaterThan(IMAGE_EPOCH_SECONDS)
    expect(readImageToken(SECRET, token, expiry - 1).ok).toBe(true)
    expect(readImageToken(SECRET, token, expiry)).toEqual({ ok: false, reason: 'expired' })
  })

  it('gives null for missing, blank or non-http urls', () => {
    expect(proxiedImageUrl(SECRET, 'c', null)).toBeNull()
    expect(proxiedImageUrl(SECRET, 'c', '   ')).toBeNull()
    expect(proxiedImageUrl(SECRET, 'c', 'file:///etc/passwd')).toBeNull()
    expect(proxiedImageUrl(SECRET, 'c', 'not a url')).toBeNull()
  })

  it('binds the signature to the secret, the cloud, the expiry and the url', () => {
    const invalid = { ok: false, reason: 'invalid' }
    const token = tokenOf(proxiedImageUrl(SECRET, 'cloud-1', POSTER, NOW)!)
    expect(readImageToken('b'.repeat(48), token, NOW)).toEqual(invalid)
    const [payload, sig] = token.split('.')
    const otherCloud = tokenOf(proxiedImageUrl(SECRET, 'cloud-2', POSTER, NOW)!).split('.')[0]
    expect(readImageToken(SECRET, `${otherCloud}.${sig}`, NOW)).toEqual(invalid)
    const later = Buffer.from(`cloud-1\n999999999999\n${POSTER}`).toString('base64url')
    expect(readImageToken(SECRET, `${later}.${sig}`, NOW)).toEqual(invalid)
    const forged = Buffer.from(`cloud-1\n1\nhttp://127.0.0.1:22/`).toString('base64url')
    expect(readImageToken(SECRET, `${forged}.${sig}`, NOW)).toEqual(invalid)
    expect(readImageToken(SECRET, payload!, NOW)).toEqual(invalid)
    expect(readImageToken(SECRET, `${payload}.`, NOW)).toEqual(invalid)
  })
})
