import { afterEach, describe, expect, it } from 'vitest'
import { DEVICE_SETTINGS_KEY, useDeviceSettings } from './device-settings-store'

afterEach(() => {
  localStorage.clear()
  useDeviceSettings.setState({ autoplayNext: true })
})

describe('useDeviceSettings', () => {
  it('starts with autoplay on', () => {
    expect(useDeviceSettings.getState().autoplayNext).toBe(true)
  })

  it('takes back a stored choice, and only a real boolean', async () => {
    localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ state: { autoplayNext: false } }))
    await useDeviceSettings.persist.rehydrate()
    expect(useDeviceSettings.getState().autoplayNext).toBe(false)
    useDeviceSettings.setState({ autoplayNext: true })
    localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ state: { autoplayNext: 'no' } }))
    await useDeviceSettings.persist.rehydrate()
    expect(useDeviceSettings.getState().autoplayNext).toBe(true)
  })
})
