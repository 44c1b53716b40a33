import {
  GetBoundingClientRectAdapter,
  init,
  setKeyMap,
  type FocusableComponent,
  type SpatialNavigationService,
} from '@noriginmedia/norigin-spatial-navigation'
import { revealFocused } from './reveal'

/** The attribute that marks an element registered with norigin; its value is the focus key. */
export const ITEM_KEY_ATTRIBUTE = 'data-sn-key'
/** The attribute that marks a section's element (a row, a grid, the sidebar). */
export const SECTION_ATTRIBUTE = 'data-sn-section'
/** On a section: the directions (space-separated) focus never leaves it by. */
export const STOP_ATTRIBUTE = 'data-sn-stop'

// While the bridge decides where an arrow lands, norigin's choice is handed here, not focused.
let held: ((node: HTMLElement | null) => void) | null = null

/**
 * Runs `navigate` (norigin's move) with DOM focus held, and resolves with the element norigin
 * chose as soon as it chooses, or with null when it chose nothing. Every step of norigin's move is
 * a microtask (its promise settles before its measuring does): a choice comes within the key's own
 * task, and none by the next task means none. The bridge may land elsewhere (nearer, under the card
 * it left): focusing norigin's choice first, or landing a task later, let an OK pressed in between
 * open the wrong title.
 */
export function whereNavigationLands(navigate: () => void): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const land = (node: HTMLElement | null) => {
      if (held !== land) return
      held = null
      resolve(node)
    }
    held = land
    navigate()
    setTimeout(() => land(null), 0)
  })
}

/**
 * Measures with getBoundingClientRect (the base adapter sums offsets and misses the scroll of a
 * row that is not an offset parent), and reveals what norigin focuses. An element that already
 * had DOM focus (a click, Tab) is not scrolled: pointer users see no change.
 */
class RevealingAdapter extends GetBoundingClientRectAdapter {
  constructor(service: SpatialNavigationService) {
    super(service)
    // norigin measures each focusable as it registers: a forced layout inside the commit that
    // mounts a row (~60 ms of /home's first screen at 4× CPU). Every use of a layout measures it
    // again first, and one never measured stays stale (`layoutUpdatedAt` 0), so that first
    // measurement is left unanswered.
    const measured = new WeakSet<FocusableComponent>()
    const measureLayout = this.measureLayout
    this.measureLayout = (component: FocusableComponent) => {
      if (measured.has(component)) return measureLayout(component)
      measured.add(component)
      return new Promise(() => {})
    }
    const focusNode = this.focusNode
    this.focusNode = (component: FocusableComponent) => {
      if (held) return held(component.node)
      const moved = component.node && document.activeElement !== component.node
      focusNode(component)
      if (moved) revealFocused(component.node)
    }
  }
}

// Never matches a key: norigin's own window listener then returns before preventDefault, and the
// bridge (key-bridge.ts) decides which arrows move focus.
const NO_KEYS = { left: [], up: [], right: [], down: [], enter: [] }

/**
 * Starts norigin once. Called during render by the React helpers, before any component registers
 * (norigin measures on registration and has no layout adapter until init).
 */
export function ensureSpatialNavigation(): void {
  init({
    shouldFocusDOMNode: true,
    domNodeFocusOptions: { preventScroll: true },
    shouldUseNativeEvents: true,
    layoutAdapter: RevealingAdapter,
    // A key that was set before its component mounted must not steal focus later (a route's
    // sections mount while focus is elsewhere); nor does a section refocus on unmount.
    focusOnPresetKey: false,
  })
  setKeyMap(NO_KEYS)
}
