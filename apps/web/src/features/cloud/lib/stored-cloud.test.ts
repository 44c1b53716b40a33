import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetStoredCloudName,
  PASSWORD_ON_SERVER,
  readStoredCloud,
  STORED_CLOUD_KEYS,
  writeStoredCloud,
} from './stored-cloud'

const cloud = { name: 'Casa', url: 'http://panel.test', user: 'ana' }

describe('stored cloud', () => {
  beforeEach(() => localStorage.clear())

  it('writes the spec keys with a marker, never a password, and reads them back', () => {
    writeStoredCloud(cloud)
    expect(localStorage.getItem('nuvemNome')).toBe('Casa')
    expect(localStorage.getItem('xtreamURL')).toBe(cloud.url)
    expect(localStorage.getItem('xtreamUser')).toBe('ana')
    expect(localStorage.getItem('xtreamPass')).toBe(PASSWORD_ON_SERVER)
    expect(readStoredCloud()).toEqual(cloud)
  })

  it.each(Object.values(STORED_CLOUD_KEYS).filter((key) => key !== 'nuvemNome'))(
    'is absent when %s is missing',
    (key) => {
      writeStoredCloud(cloud)
      localStorage.removeItem(key)
      expect(readStoredCloud()).toBeNull()
    },
  )

  it('falls back to the URL as the name once nuvemNome is forgotten', () => {
    writeStoredCloud(cloud)
    forgetStoredCloudName()
    expect(readStoredCloud()).toEqual({ ...cloud, name: cloud.url })
  })
})
