/**
 * What a key press means to a 10-foot app (issue 21): one logical action for a keyboard, a browser's media
 * keys and the TV remotes' own codes, so the app handler and the player never test raw codes themselves.
 */

export type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

export type RemoteAction =
  | 'back'
  | 'playPause'
  | 'play'
  | 'pause'
  | 'stop'
  | 'rewind'
  | 'fastForward'
  | 'next'
  | 'previous'
  | 'channelUp'
  | 'channelDown'
  | 'search'
  | { digit: Digit }

/** What the mapping reads; a DOM or a React keyboard event both fit. */
export type RemoteKeyEvent = {
  key: string
  keyCode: number
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  target: EventTarget | null
  getModifierState?: (key: string) => boolean
}

type NamedAction = Exclude<RemoteAction, { digit: Digit }>

/** The UI Events `key` values, and the names older TV browsers report. */
const BY_KEY: Readonly<Record<string, NamedAction>> = {
  Escape: 'back',
  GoBack: 'back',
  BrowserBack: 'back',
  XF86Back: 'back',
  MediaPlayPause: 'playPause',
  MediaPlay: 'play',
  MediaPause: 'pause',
  MediaStop: 'stop',
  MediaRewind: 'rewind',
  MediaFastForward: 'fastForward',
  MediaTrackNext: 'next',
  MediaTrackPrevious: 'previous',
  ChannelUp: 'channelUp',
  ChannelDown: 'channelDown',
  // webOS remotes send their CH+/CH− as PageUp/PageDown; only the live player acts on them, so a desktop
  // page still scrolls with these keys everywhere else.
  PageUp: 'channelUp',
  PageDown: 'channelDown',
}

/**
 * The remotes' codes (docs/shared research "TV remotes"). None of them is a desktop key's code, so they
 * are read whatever `key` says: TV browsers often report 'Unidentified'.
 */
const BY_KEY_CODE: Readonly<Record<number, NamedAction>> = {
  4: 'back', // Fire TV
  461: 'back', // webOS
  10009: 'back', // Tizen
  179: 'playPause', // Fire TV
  10252: 'playPause', // Tizen
  415: 'play', // webOS, Tizen
  19: 'pause', // Tizen; the desktop Pause key
  413: 'stop',
  412: 'rewind',
  227: 'rewind', // Fire TV
  417: 'fastForward',
  228: 'fastForward', // Fire TV
  10233: 'next', // Tizen
  10232: 'previous', // Tizen
  427: 'channelUp', // Tizen
  428: 'channelDown', // Tizen
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'url',
  'tel',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
])

/** Whether typing goes into this element, so Backspace, '/' and digits are its own. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false
  if (target instanceof HTMLTextAreaElement) return true
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type)
  return target.isContentEditable === true
}

function digitOf(event: RemoteKeyEvent): Digit | null {
  if (/^[0-9]$/.test(event.key)) return Number(event.key) as Digit
  // Tizen's registered digit keys and some remotes report only the code (48–57, numpad 96–105).
  if (event.key === 'Unidentified' || event.key === '') {
    if (event.keyCode >= 48 && event.keyCode <= 57) return (event.keyCode - 48) as Digit
    if (event.keyCode >= 96 && event.keyCode <= 105) return (event.keyCode - 96) as Digit
  }
  return null
}

/** A shortcut of the browser or the system (Ctrl+1, ⌘+[), never a remote key; AltGr still types. */
function hasCommandModifier(event: RemoteKeyEvent): boolean {
  if (event.metaKey) return true
  if (!event.ctrlKey && !event.altKey) return false
  return !(event.getModifierState?.('AltGraph') ?? false)
}

/**
 * The logical action of a key press, or null for anything else (arrows and Enter are spatial
 * navigation's). Backspace is Back, and '/' and digits are actions, only outside text fields.
 */
export function remoteAction(event: RemoteKeyEvent): RemoteAction | null {
  if (hasCommandModifier(event)) return null
  const typing = isTextEntry(event.target)
  if (event.key === 'Backspace') return typing ? null : 'back'
  if (event.key === '/') return typing ? null : 'search'
  const digit = digitOf(event)
  if (digit !== null) return typing ? null : { digit }
  return BY_KEY[event.key] ?? BY_KEY_CODE[event.keyCode] ?? null
}

/** The remote keys Tizen delivers only once registered (Back and the arrows always arrive). */
export const TIZEN_KEYS = [
  'MediaPlayPause',
  'MediaPlay',
  'MediaPause',
  'MediaStop',
  'MediaRewind',
  'MediaFastForward',
  'MediaTrackPrevious',
  'MediaTrackNext',
  'ChannelUp',
  'ChannelDown',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
] as const

/** The part of Samsung's TV input device API we use. */
type TizenInputDevice = {
  getSupportedKeys: () => ReadonlyArray<{ name: string; code: number }>
  registerKeyBatch: (
    keyNames: string[],
    onSuccess?: () => void,
    onError?: (error: unknown) => void,
  ) => void
}

declare global {
  interface Window {
    tizen?: { tvinputdevice?: TizenInputDevice }
  }
}

/**
 * On a Samsung TV, asks for the media, channel and digit keys (called once at start-up); elsewhere
 * nothing. Only the keys this model supports are asked for: one unknown name fails the whole batch.
 */
export function registerTvKeys(target: Window = window): void {
  const device = target.tizen?.tvinputdevice
  if (!device) return
  try {
    const supported = new Set(device.getSupportedKeys().map((key) => key.name))
    const keys = TIZEN_KEYS.filter((name) => supported.has(name))
    // A failed registration leaves the remote with arrows, OK and Back, which still work.
    if (keys.length > 0) device.registerKeyBatch(keys, undefined, () => undefined)
  } catch {
    // Same as above: an older Tizen without these calls keeps the keys it always sends.
  }
}
