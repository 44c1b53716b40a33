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
 * switches): the best tabbable element of the active scope that way from `from`.
 */
export function neighbourInScope(
  from: Element,
  direction: Direction,
  doc: Document = document,
): HTMLElement | null {
  const candidates = tabbableIn(activeScope(doc))
    .filter((element) => element !== from && !element.contains(from) && !from.contains(element))
    .map((element) => ({ item: element, box: boxOf(element) }))
  return pickNeighbour(boxOf(from), candidates, direction)
}
