import { describe, expect, it, vi } from 'vitest'
import { createInstallPrompt, isIos } from './install-prompt'

/** The event Chromium fires when the app can be installed, with its prompt and the user's choice. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(async () => undefined)
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) })
  return { event, prompt }
}

describe('isIos', () => {
  it('knows iPhones and iPads, including iPadOS posing as a Mac', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15'
    expect(isIos(iphone, 5)).toBe(true)
    expect(isIos(mac, 5)).toBe(true)
    expect(isIos(mac, 0)).toBe(false)
    expect(isIos('Mozilla/5.0 (Linux; Android 14) Chrome/126.0', 5)).toBe(false)
  })
})

describe('createInstallPrompt', () => {
  it('keeps the browser offer for our button and hands it back once', async () => {
    const store = createInstallPrompt(window)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.getState()).toEqual({ canPrompt: false, iosManual: false })

    const { event, prompt } = installOffer('accepted')
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(store.getState().canPrompt).toBe(true)
    expect(listener).toHaveBeenCalled()

    await expect(store.prompt()).resolves.toBe(true)
    expect(prompt).toHaveBeenCalledOnce()
    expect(store.getState().canPrompt).toBe(false)
    await expect(store.prompt()).resolves.toBe(false)
  })

  it('offers nothing once the app is installed', () => {
    const store = createInstallPrompt(window)
    window.dispatchEvent(installOffer('dismissed').event)
    expect(store.getState().canPrompt).toBe(true)
    window.dispatchEvent(new Event('appinstalled'))
    expect(store.getState()).toEqual({ canPrompt: false, iosManual: false })
  })
})
