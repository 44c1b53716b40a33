import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** Where this device keeps its own preferences; not the user's library, so sign-out leaves it. */
export const DEVICE_SETTINGS_KEY = 'myflix-device-settings'

/** 'Modo TV': 'auto' follows the screen (no hover, no pointer), 'on'/'off' are the user's choice. */
export type TvModeSetting = 'auto' | 'on' | 'off'

const TV_MODE_SETTINGS: readonly TvModeSetting[] = ['auto', 'on', 'off']

export type DeviceSettings = {
  /** 'Reproduzir próximo episódio automaticamente': on unless the user turned it off here. */
  autoplayNext: boolean
  tvMode: TvModeSetting
}

type DeviceSettingsState = DeviceSettings & {
  setAutoplayNext: (on: boolean) => void
  setTvMode: (mode: TvModeSetting) => void
}

export const defaultDeviceSettings: DeviceSettings = { autoplayNext: true, tvMode: 'auto' }

function isTvModeSetting(value: unknown): value is TvModeSetting {
  return TV_MODE_SETTINGS.some((mode) => mode === value)
}

/**
 * Preferences of this device (docs/decisions.md "Issue 17: player"): a phone on the bus and the
 * living-room TV of the same account may want different things, so they are not kept by the server.
 */
export const useDeviceSettings = create<DeviceSettingsState>()(
  persist(
    (set) => ({
      ...defaultDeviceSettings,
      setAutoplayNext: (autoplayNext) => set({ autoplayNext }),
      setTvMode: (tvMode) => set({ tvMode }),
    }),
    {
      name: DEVICE_SETTINGS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ autoplayNext, tvMode }) => ({ autoplayNext, tvMode }),
      // Whatever an older build or a hand stored, only a known value is taken back.
      merge: (stored, current) => {
        const { autoplayNext, tvMode } = (stored ?? {}) as Partial<
          Record<keyof DeviceSettings, unknown>
        >
        return {
          ...current,
          autoplayNext: typeof autoplayNext === 'boolean' ? autoplayNext : current.autoplayNext,
          tvMode: isTvModeSetting(tvMode) ? tvMode : current.tvMode,
        }
      },
    },
  ),
)
