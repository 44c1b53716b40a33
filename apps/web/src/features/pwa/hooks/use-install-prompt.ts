import { useSyncExternalStore } from 'react'
import { createInstallPrompt, type InstallPrompt } from '../lib/install-prompt'

let store: InstallPrompt | null = null

/** Starts listening for the browser's install offer; called once at start-up, before any screen. */
export function listenForInstallPrompt(): InstallPrompt {
  store ??= createInstallPrompt()
  return store
}

/** What the install button can offer now, and the action that offers it. */
export function useInstallPrompt() {
  const prompt = listenForInstallPrompt()
  const state = useSyncExternalStore(prompt.subscribe, prompt.getState)
  return { ...state, prompt: prompt.prompt }
}
