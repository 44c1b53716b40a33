import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation'
import type { HTMLAttributes, ReactNode, RefObject } from 'react'
import type { Direction } from './geometry'
import { SECTION_ATTRIBUTE, STOP_ATTRIBUTE, ensureSpatialNavigation } from './navigation-service'

export interface SpatialSectionOptions {
  focusKey?: string
  /** Directions focus never leaves the section by (a menu's ↑/↓ stop at its ends, as on a TV). */
  stopAt?: Direction[]
}

/**
 * A norigin container (a row, a grid, the sidebar, the page's content). Arrows first move between
 * its items; past its edge they move to the sibling section that way, which focuses the item it
 * last had (so ↓ then ↑ returns to the card you left).
 */
// One array for every section without stops: norigin re-registers a section whose options change.
const NO_STOPS: Direction[] = []

export function useSpatialSection<E extends HTMLElement>({
  focusKey,
  stopAt = NO_STOPS,
}: SpatialSectionOptions = {}) {
  ensureSpatialNavigation()
  const section = useFocusable<object, E | null>({
    focusKey,
    isFocusBoundary: stopAt.length > 0,
    focusBoundaryDirections: stopAt,
    saveLastFocusedChild: true,
    trackChildren: true,
    // Restoring focus when the focused item unmounts would steal it from the next page.
    autoRestoreFocus: false,
  })
  return {
    ref: section.ref as RefObject<E | null>,
    focusKey: section.focusKey,
    hasFocusedChild: section.hasFocusedChild,
    /** Spread on the element that carries `ref`. */
    sectionProps: {
      [SECTION_ATTRIBUTE]: section.focusKey,
      ...(stopAt.length > 0 && { [STOP_ATTRIBUTE]: stopAt.join(' ') }),
    },
  }
}

/** Makes the items below register inside the section `focusKey` (for `useSpatialSection` users). */
export function SpatialScope({ focusKey, children }: { focusKey: string; children: ReactNode }) {
  return <FocusContext.Provider value={focusKey}>{children}</FocusContext.Provider>
}

/** A `div` that is a spatial section; it must have a box (not `display: contents`): norigin measures it. */
export function SpatialSection({
  focusKey,
  stopAt,
  children,
  ...props
}: SpatialSectionOptions & HTMLAttributes<HTMLDivElement>) {
  const {
    ref,
    focusKey: key,
    sectionProps,
  } = useSpatialSection<HTMLDivElement>({
    focusKey,
    stopAt,
  })
  return (
    <SpatialScope focusKey={key}>
      <div ref={ref} {...sectionProps} {...props}>
        {children}
      </div>
    </SpatialScope>
  )
}
