import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TV_QUERY, useTvModeAttribute } from '@/hooks/use-tv-mode'
import {
  defaultDeviceSettings,
  DEVICE_SETTINGS_KEY,
  useDeviceSettings,
} from '@/stores/device-settings-store'
import { DisplaySettings } from './display-settings'

/** A screen whose TV query can change, as when a TV browser's pointer comes and goes. */
function stubScreen(remoteOnly: boolean) {
  let matches = remoteOnly
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === TV_QUERY && matches
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return (next: boolean) => {
    matches = next
    act(() => listeners.forEach((listener) => listener()))
  }
}

function SettingsWithRoot() {
  useTvModeAttribute()
  return <DisplaySettings />
}

const tvAttribute = () => document.documentElement.hasAttribute('data-tv')

beforeEach(() => {
  useDeviceSettings.setState(defaultDeviceSettings)
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  document.documentElement.removeAttribute('data-tv')
})

describe('DisplaySettings: Modo TV', () => {
  it('follows the screen while automatic', () => {
    const setScreen = stubScreen(false)
    render(<SettingsWithRoot />)
    const toggle = screen.getByRole('switch', { name: 'Modo TV' })
    expect(toggle).not.toBeChecked()
    expect(toggle).toHaveAccessibleDescription(/controle remoto.*Automático/)
    expect(tvAttribute()).toBe(false)
    setScreen(true)
    expect(toggle).toBeChecked()
    expect(tvAttribute()).toBe(true)
    setScreen(false)
    expect(tvAttribute()).toBe(false)
  })

  it('is forced by the switch, kept on this device, until back to automatic', async () => {
    const user = userEvent.setup()
    const setScreen = stubScreen(false)
    render(<SettingsWithRoot />)
    const toggle = screen.getByRole('switch', { name: 'Modo TV' })
    await user.click(toggle)
    expect(toggle).toBeChecked()
    expect(tvAttribute()).toBe(true)
    expect(screen.getByText('Escolhido por você neste aparelho.')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY) ?? '{}')).toMatchObject({
      state: { tvMode: 'on' },
    })
    // A forced choice wins over the screen.
    setScreen(true)
    await user.click(toggle)
    expect(toggle).not.toBeChecked()
    expect(tvAttribute()).toBe(false)
    expect(useDeviceSettings.getState().tvMode).toBe('off')

    await user.click(screen.getByRole('button', { name: 'Voltar ao automático' }))
    expect(useDeviceSettings.getState().tvMode).toBe('auto')
    expect(toggle).toBeChecked()
    expect(tvAttribute()).toBe(true)
    expect(toggle).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Voltar ao automático' })).toBeNull()
  })

  it('is reached and turned with the keyboard alone', async () => {
    const user = userEvent.setup()
    stubScreen(false)
    render(<SettingsWithRoot />)
    await user.tab()
    expect(screen.getByRole('switch', { name: 'Modo TV' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(tvAttribute()).toBe(true)
  })
})
