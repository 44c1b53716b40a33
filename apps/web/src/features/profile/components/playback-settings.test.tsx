import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVICE_SETTINGS_KEY, useDeviceSettings } from '@/stores/device-settings-store'
import { PlaybackSettings } from './playback-settings'

afterEach(() => {
  useDeviceSettings.setState({ autoplayNext: true })
  localStorage.clear()
})

describe('PlaybackSettings', () => {
  it('turns autoplay of the next episode off and on, kept on this device', async () => {
    render(<PlaybackSettings />)
    const toggle = screen.getByRole('switch', {
      name: 'Reproduzir próximo episódio automaticamente',
    })
    expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    expect(toggle).not.toBeChecked()
    expect(useDeviceSettings.getState().autoplayNext).toBe(false)
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY) ?? '{}')).toMatchObject({
      state: { autoplayNext: false },
    })
    await userEvent.click(toggle)
    expect(useDeviceSettings.getState().autoplayNext).toBe(true)
  })
})
