// jsdom's media elements neither load, play nor keep time. This stands in for them: the test drives
// what a browser would report (metadata, time passing, the end) and reads what the player did.

type MediaFields = {
  currentTime: number
  duration: number
  paused: boolean
  ended: boolean
  readyState: number
  seeking: boolean
  volume: number
  muted: boolean
}

const initial = (): MediaFields => ({
  currentTime: 0,
  duration: Number.NaN,
  paused: true,
  ended: false,
  readyState: 0,
  seeking: false,
  volume: 1,
  muted: false,
})

export interface FakeMedia {
  readonly fields: MediaFields
  /** Metadata arrived: the length is known and the element can seek. */
  load(duration: number): void
  /** Time passes while playing, up to `seconds`. */
  advance(seconds: number): void
  /** The last frame: 'timeupdate', 'pause', 'ended', as browsers fire them. */
  end(): void
  /** A new source replaces the old one (a retry): back to nothing loaded. */
  reset(): void
  /** Seeks stay pending until this, as a slow network keeps them. */
  holdSeeks(hold: boolean): void
  finishSeek(): void
}

const PROPS = [
  'currentTime',
  'duration',
  'paused',
  'ended',
  'readyState',
  'seeking',
  'volume',
  'muted',
] as const

/** Patches HTMLMediaElement.prototype; `media(element)` drives one element; `restore()` undoes it. */
export function installFakeMedia() {
  const states = new WeakMap<HTMLMediaElement, { fields: MediaFields; holding: boolean }>()
  const stateOf = (element: HTMLMediaElement) => {
    let state = states.get(element)
    if (!state) {
      state = { fields: initial(), holding: false }
      states.set(element, state)
    }
    return state
  }
  const fire = (element: HTMLMediaElement, ...names: string[]) => {
    for (const name of names) element.dispatchEvent(new Event(name))
  }
  const proto = HTMLMediaElement.prototype
  const saved = new Map<string, PropertyDescriptor | undefined>()
  for (const name of [...PROPS, 'play', 'pause', 'load'])
    saved.set(name, Object.getOwnPropertyDescriptor(proto, name))

  const finishSeek = (element: HTMLMediaElement) => {
    const { fields } = stateOf(element)
    if (!fields.seeking) return
    fields.seeking = false
    fire(element, 'timeupdate', 'seeked')
  }

  for (const name of PROPS)
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        return stateOf(this).fields[name]
      },
      set(this: HTMLMediaElement, value: number | boolean) {
        const state = stateOf(this)
        if (name === 'currentTime') {
          const to = Number(value)
          state.fields.currentTime = to
          state.fields.ended = false
          state.fields.seeking = true
          fire(this, 'seeking')
          if (!state.holding) finishSeek(this)
        } else if (name === 'volume' || name === 'muted') {
          ;(state.fields as Record<string, unknown>)[name] = value
          fire(this, 'volumechange')
        }
      },
    })
  Object.defineProperty(proto, 'play', {
    configurable: true,
    value(this: HTMLMediaElement) {
      const { fields } = stateOf(this)
      if (fields.paused) {
        fields.paused = false
        if (fields.ended) fields.currentTime = 0
        fields.ended = false
        fire(this, 'play', 'playing')
      }
      return Promise.resolve()
    },
  })
  Object.defineProperty(proto, 'pause', {
    configurable: true,
    value(this: HTMLMediaElement) {
      const { fields } = stateOf(this)
      if (fields.paused) return
      fields.paused = true
      fire(this, 'pause')
    },
  })
  Object.defineProperty(proto, 'load', { configurable: true, value() {} })

  const media = (element: HTMLMediaElement): FakeMedia => {
    const state = stateOf(element)
    return {
      fields: state.fields,
      load(duration) {
        state.fields.duration = duration
        state.fields.readyState = 4
        fire(element, 'durationchange', 'loadedmetadata', 'canplay')
      },
      advance(seconds) {
        state.fields.currentTime = seconds
        fire(element, 'timeupdate')
      },
      end() {
        state.fields.currentTime = state.fields.duration
        fire(element, 'timeupdate')
        state.fields.paused = true
        fire(element, 'pause')
        state.fields.ended = true
        fire(element, 'ended')
      },
      reset() {
        Object.assign(state.fields, {
          ...initial(),
          volume: state.fields.volume,
          muted: state.fields.muted,
        })
        fire(element, 'emptied')
      },
      holdSeeks(hold) {
        state.holding = hold
      },
      finishSeek: () => finishSeek(element),
    }
  }

  const restore = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor)
      else delete (proto as unknown as Record<string, unknown>)[name]
    }
  }
  return { media, restore }
}
