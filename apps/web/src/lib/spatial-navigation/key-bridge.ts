import {
  doesFocusableExist,
  getCurrentFocusKey,
  navigateByDirection,
  setFocus,
} from '@noriginmedia/norigin-spatial-navigation'
import { directionOfKey, gapAlong, pickNeighbour, type Direction } from './geometry'
import { activeScope, neighbourInScope, tabbableIn } from './focus-scope'
import {
  ITEM_KEY_ATTRIBUTE,
  SECTION_ATTRIBUTE,
  STOP_ATTRIBUTE,
  ensureSpatialNavigation,
  whereNavigationLands,
} from './navigation-service'
import { focusByArrow } from './reveal'
import { isSpatialNavigationPaused } from './pause'

// Widgets that move their own focus with the arrows (Radix menus, sliders, tabs, radio groups).
const OWNS_ARROWS = [
  '[role="menu"]',
  '[role="menubar"]',
  '[role="listbox"]',
  '[role="slider"]',
  'input[type="range"]',
  'select',
  '[role="radiogroup"]',
  '[role="tablist"]',
  'textarea',
  '[contenteditable="true"]',
].join(',')

const CARET_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number'])

function isCaretField(element: Element): boolean {
  return element instanceof HTMLInputElement && CARET_INPUT_TYPES.has(element.type)
}

/** Whether the focused element keeps this arrow for itself. */
export function ownsArrow(target: Element, direction: Direction): boolean {
  if (target.closest(OWNS_ARROWS)) return true
  const horizontal = direction === 'left' || direction === 'right'
  if (isCaretField(target) && horizontal) return true
  // A number field's ↑/↓ step its value.
  return target instanceof HTMLInputElement && target.type === 'number'
}

function isModified(event: KeyboardEvent): boolean {
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey
}

function itemKeyOf(element: Element): string | null {
  return element.closest(`[${ITEM_KEY_ATTRIBUTE}]`)?.getAttribute(ITEM_KEY_ATTRIBUTE) ?? null
}

/**
 * With nothing focused, the first arrow starts at the top of the page's content, not in the
 * navigation: home's hero before its rows (the first card of a row skipped the hero and the rows
 * above it).
 */
function focusFirstContent(scope: ParentNode): void {
  const main = scope === document ? document.querySelector('main') : null
  const first = tabbableIn(main ?? scope)[0] ?? tabbableIn(scope)[0]
  if (first) focusByArrow(first)
}

/** The section that keeps this direction to itself (the sidebar keeps ↑/↓), if `active` is in one. */
function keptIn(active: Element, direction: Direction): Element | null {
  const section = active.closest(`[${STOP_ATTRIBUTE}]`)
  const kept = section?.getAttribute(STOP_ATTRIBUTE)?.split(' ') ?? []
  return kept.includes(direction) ? section : null
}

function moveByGeometry(from: Element, direction: Direction): void {
  const next = neighbourInScope(from, direction)
  const kept = keptIn(from, direction)
  if (next && (!kept || kept.contains(next))) focusByArrow(next)
}

// Sections that have held focus: norigin returns to their last item. Entering one for the first
// time, norigin would take its item nearest the top-left corner; ↑/↓ should land under or over.
const visitedSections = new WeakSet<Element>()
let moving = false

function sectionOf(element: Element): Element | null {
  return element.closest(`[${SECTION_ATTRIBUTE}]`)
}

/** Whether some section holding `landed` also holds `other`. */
function sharesSection(landed: Element, other: Element): boolean {
  let section = sectionOf(landed)
  while (section) {
    if (section.contains(other)) return true
    section = section.parentElement ? sectionOf(section.parentElement) : null
  }
  return false
}

function markVisited(element: Element | null): void {
  const section = element && sectionOf(element)
  if (section) visitedSections.add(section)
}

/** Where ↑/↓ lands in a section entered for the first time: the item nearest `from` that way. */
function nearestOnEntry(from: DOMRect, landed: HTMLElement, direction: Direction): HTMLElement {
  const section = sectionOf(landed)
  if (!section || visitedSections.has(section)) return landed
  const items = tabbableIn(section).map((element) => ({
    item: element,
    box: element.getBoundingClientRect(),
  }))
  return pickNeighbour(from, items, direction) ?? landed
}

// norigin answers asynchronously: each arrow waits for the one before it and for the sync a click
// or Tab started, so it always moves from where focus really is (quick presses on a busy machine
// moved from a stale item).
let turn: Promise<unknown> = Promise.resolve()

function inTurn(task: () => Promise<void> | undefined): void {
  turn = turn.then(task).catch(() => undefined)
}

async function move(direction: Direction): Promise<void> {
  moving = true
  try {
    await moveFocus(direction)
  } finally {
    moving = false
    markVisited(document.activeElement)
  }
}

/** Where an arrow ends, given the element norigin chose (`landed`) and the nearest one (`nearby`). */
function landing(
  from: DOMRect,
  active: Element,
  landed: HTMLElement,
  nearby: HTMLElement | null,
  direction: Direction,
): HTMLElement {
  // norigin jumps over what is not registered (a link between two rows): nearer wins.
  // …but only within a section norigin chose: → from the sidebar enters the page, not the header.
  const kept = keptIn(active, direction)
  const overrides =
    nearby !== null &&
    !nearby.hasAttribute(ITEM_KEY_ATTRIBUTE) &&
    (!kept || kept.contains(nearby)) &&
    sharesSection(landed, nearby)
  if (nearby && overrides) {
    const nearbyGap = gapAlong(from, nearby.getBoundingClientRect(), direction)
    const landedGap = gapAlong(from, landed.getBoundingClientRect(), direction)
    if (nearbyGap !== null && (landedGap === null || nearbyGap < landedGap)) return nearby
  }
  const vertical = direction === 'up' || direction === 'down'
  return vertical && sectionOf(landed) !== sectionOf(active)
    ? nearestOnEntry(from, landed, direction)
    : landed
}

async function moveFocus(direction: Direction): Promise<void> {
  const active = document.activeElement
  const scope = activeScope()
  const nothingFocused = !active || active === document.body || active.tagName === 'MAIN'
  if (nothingFocused) return focusFirstContent(scope)
  const key = itemKeyOf(active)
  // Inside a dialog only the dialog's own elements are candidates; norigin knows nothing of it.
  if (scope === document && key !== null && key === getCurrentFocusKey()) {
    const from = active.getBoundingClientRect()
    const nearby = neighbourInScope(active, direction)
    const landed = await whereNavigationLands(() => void navigateByDirection(direction))
    if (isSpatialNavigationPaused()) return
    // norigin may choose an item of a page left behind (a section's last focused child).
    if (landed && landed !== active && landed.isConnected) {
      const target = landing(from, active, landed, nearby, direction)
      focusByArrow(target)
      if (document.activeElement === target) return
    }
  }
  // Not registered, norigin found nothing that way, or nothing it can focus: the elements around.
  moveByGeometry(active, direction)
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || isModified(event) || isSpatialNavigationPaused()) return
  const direction = directionOfKey(event.key)
  if (!direction) return
  if (event.target instanceof Element && ownsArrow(event.target, direction)) return
  event.preventDefault()
  inTurn(() => move(direction))
}

/** Arrows continue from wherever Tab or the pointer left focus. */
function onFocusIn(event: FocusEvent): void {
  const target = event.target
  if (!(target instanceof Element)) return
  if (!moving) markVisited(target)
  const key = target.getAttribute(ITEM_KEY_ATTRIBUTE)
  if (key && key !== getCurrentFocusKey() && doesFocusableExist(key)) {
    inTurn(() => (key !== getCurrentFocusKey() ? setFocus(key) : undefined))
  }
}

/**
 * Starts the arrows' spatial navigation for the app: norigin, and our window listener in the
 * bubble phase, so whoever handles an arrow first (the player in capture, the guide grid, Radix
 * widgets) and calls preventDefault keeps it. Enter is left to the browser: the focused link or
 * button activates. Returns the stop.
 */
export function startSpatialNavigation(): () => void {
  ensureSpatialNavigation()
  window.addEventListener('keydown', onKeyDown)
  document.addEventListener('focusin', onFocusIn)
  return () => {
    window.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('focusin', onFocusIn)
  }
}
