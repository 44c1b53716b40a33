import { afterEach, describe, expect, it } from 'vitest'
import {
  defaultDeviceSettings,
  DEVICE_SETTINGS_KEY,
  useDeviceSettings,
} from './device-settings-store'

afterEach(() => {
  localStorage.clear()
  useDeviceSettings.setState(defaultDeviceSettings)
})

async function rehydrateFrom(state: unknown) {
  localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ state }))
  await useDeviceSettings.persist.rehydrate()
}

describe('useDeviceSettings', () => {
  it('starts with autoplay on and Modo TV automatic', () => {
    expect(useDeviceSettings.getState().autoplayNext).toBe(true)
    expect(useDeviceSettings.getState().tvMode).toBe('auto')
  })

  it('takes back a stored choice, and only a real boolean', async () => {
    await rehydrateFrom({ autoplayNext: false })
    expect(useDeviceSettings.getState().autoplayNext).toBe(false)
    useDeviceSettings.setState({ autoplayNext: true })
    await rehydrateFrom({ autoplayNext: 'no' })
    expect(useDeviceSettings.getState().autoplayNext).toBe(true)
  })

  it('keeps Modo TV on this device', () => {
    useDeviceSettings.getState().setTvMode('on')
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY) ?? '{}')).toMatchObject({
      state: { tvMode: 'on', autoplayNext: true },
    })
  })

  it('takes back a stored Modo TV, and only a known one', async () => {
    await rehydrateFrom({ tvMode: 'off' })
    expect(useDeviceSettings.getState().tvMode).toBe('off')
    for (const bad of ['yes', true, 1, null]) {
      useDeviceSettings.setState({ tvMode: 'on' })
      await rehydrateFrom({ tvMode: bad })
      expect(useDeviceSettings.getState().tvMode).toBe('on')
    }
  })

  it('survives a stored value that is not an object', async () => {
    localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ state: null }))
    await useDeviceSettings.persist.rehydrate()
    expect(useDeviceSettings.getState()).toMatchObject(defaultDeviceSettings)
  })
})
