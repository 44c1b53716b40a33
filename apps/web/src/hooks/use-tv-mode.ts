import { useEffect } from 'react'
import { useMediaQuery } from '@/components/layouts/use-is-mobile'
import { useDeviceSettings, type TvModeSetting } from '@/stores/device-settings-store'

/** A screen nobody points at or hovers over: a TV browser driven by its remote (issue 21). */
export const TV_QUERY = '(hover: none) and (pointer: none)'

/** The attribute on `<html>` the `tv:` variant of styles/index.css reads. */
export const TV_ATTRIBUTE = 'data-tv'

export function isTvMode(setting: TvModeSetting, remoteOnlyScreen: boolean): boolean {
  return setting === 'auto' ? remoteOnlyScreen : setting === 'on'
}

/** Whether the TV layout is in use here: the user's 'Modo TV', or the screen when automatic. */
export function useTvMode(): boolean {
  const setting = useDeviceSettings((settings) => settings.tvMode)
  return isTvMode(setting, useMediaQuery(TV_QUERY))
}

/** Keeps `data-tv` on `<html>` in step with 'Modo TV'; mounted once, around every screen. */
export function useTvModeAttribute(): void {
  const on = useTvMode()
  useEffect(() => {
    document.documentElement.toggleAttribute(TV_ATTRIBUTE, on)
  }, [on])
}
