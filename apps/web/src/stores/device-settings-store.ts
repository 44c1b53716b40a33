import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** Where this device keeps its own preferences; not the user's library, so sign-out leaves it. */
export const DEVICE_SETTINGS_KEY = 'myflix-device-settings'

export type DeviceSettings = {
  /** 'Reproduzir próximo episódio automaticamente': on unless the user turned it off here. */
  autoplayNext: boolean
}

type DeviceSettingsState = DeviceSettings & {
  setAutoplayNext: (on: boolean) => void
}

export const defaultDeviceSettings: DeviceSettings = { autoplayNext: true }

/**
 * Preferences of this device (docs/decisions.md "Issue 17: player"): a phone on the bus and the
 * living-room TV of the same account may want different things, so they are not kept by the server.
 */
export const useDeviceSettings = create<DeviceSettingsState>()(
  persist(
    (set) => ({
      ...defaultDeviceSettings,
      setAutoplayNext: (autoplayNext) => set({ autoplayNext }),
    }),
    {
      name: DEVICE_SETTINGS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ autoplayNext }) => ({ autoplayNext }),
      // Whatever an older build or a hand stored, only a real boolean is taken back.
      merge: (stored, current) => {
        const value = (stored as Partial<DeviceSettings> | undefined)?.autoplayNext
        return {
          ...current,
          autoplayNext: typeof value === 'boolean' ? value : current.autoplayNext,
        }
      },
    },
  ),
)
