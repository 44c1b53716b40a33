import { pickNeighbour, type Box, type Direction } from './geometry'

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]'

/**
 * Where arrows may take focus: the topmost open dialog (Radix portals append to `body`, so the
 * last one in document order is on top), else the whole document.
 */
export function activeScope(doc: Document = document): ParentNode {
  const dialogs = Array.from(doc.querySelectorAll<HTMLElement>(OPEN_DIALOG)).filter(
    (dialog) => !dialog.closest('[inert], [hidden]'),
  )
  return dialogs.at(-1) ?? doc
}

function isReachable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false
  if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false
  const box = element.getBoundingClientRect()
  return box.width > 0 || box.height > 0
}

/** Visually hidden until focused (the skip link: 1 px): Tab reaches it, an arrow aims at what is seen. */
const isSeen = (box: Box) => box.right - box.left > 1 && box.bottom - box.top > 1

/** The elements Tab could reach in `scope`, minus hidden and inert ones. */
export function tabbableIn(scope: ParentNode): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(TABBABLE)).filter(isReachable)
}

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect()
  return { left, top, right, bottom }
}

/**
 * The DOM fallback for what is not registered with norigin (form fields, dialog buttons,
 * switches): the best tabbable element of the active scope that way from `from`. Going up or down
 * in the page's content, the content comes first, as a TV app's sections do: ↑ from a row's 'Ver
 * Tudo' (on the right) reaches the hero's buttons (on the left) before the header's icons straight
 * above it. ← and → still leave it for the sidebar beside.
 */
export function neighbourInScope(
  from: Element,
  direction: Direction,
  doc: Document = document,
): HTMLElement | null {
  const candidates = tabbableIn(activeScope(doc))
    .filter((element) => element !== from && !element.contains(from) && !from.contains(element))
    .map((element) => ({ item: element, box: boxOf(element) }))
    .filter(({ box }) => isSeen(box))
  const main = direction === 'up' || direction === 'down' ? from.closest('main') : null
  const inMain = main ? candidates.filter(({ item }) => main.contains(item)) : []
  const box = boxOf(from)
  return pickNeighbour(box, inMain, direction) ?? pickNeighbour(box, candidates, direction)
}
