/** What Tab stops on, the browser's way, less what is disabled, inert or taken out of the order. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden]'),
  )
}

/**
 * Makes everything of the page but `element` (and its ancestors) inert: no focus, no clicks, out of
 * the accessibility tree, so focus cannot wander behind a full-screen overlay. Returns the undo,
 * which leaves alone what was inert before.
 */
export function inertOthers(element: HTMLElement): () => void {
  const made: Element[] = []
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue
      sibling.setAttribute('inert', '')
      made.push(sibling)
    }
    node = parent
  }
  return () => {
    for (const sibling of made) sibling.removeAttribute('inert')
  }
}

/** The Tab stop after (or before, `back`) `current` inside `root`, wrapping at both ends. */
export function nextTabStop(
  root: HTMLElement,
  current: Element | null,
  back: boolean,
): HTMLElement | null {
  const stops = tabbables(root)
  if (stops.length === 0) return null
  const at = current instanceof HTMLElement ? stops.indexOf(current) : -1
  if (at === -1) return back ? stops.at(-1)! : stops[0]!
  return stops[(at + (back ? -1 : 1) + stops.length) % stops.length]!
}
