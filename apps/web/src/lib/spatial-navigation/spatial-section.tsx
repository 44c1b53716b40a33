import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation'
import type { HTMLAttributes, ReactNode, RefObject } from 'react'
import { SECTION_ATTRIBUTE, ensureSpatialNavigation } from './navigation-service'

export interface SpatialSectionOptions {
  focusKey?: string
}

/**
 * A norigin container (a row, a grid, the sidebar, the page's content). Arrows first move between
 * its items; past its edge they move to the sibling section that way, which focuses the item it
 * last had (so ↓ then ↑ returns to the card you left).
 */
export function useSpatialSection<E extends HTMLElement>({ focusKey }: SpatialSectionOptions = {}) {
  ensureSpatialNavigation()
  const section = useFocusable<object, E | null>({
    focusKey,
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
    sectionProps: { [SECTION_ATTRIBUTE]: section.focusKey },
  }
}

/** Makes the items below register inside the section `focusKey` (for `useSpatialSection` users). */
export function SpatialScope({ focusKey, children }: { focusKey: string; children: ReactNode }) {
  return <FocusContext.Provider value={focusKey}>{children}</FocusContext.Provider>
}

/** A `div` that is a spatial section; it must have a box (not `display: contents`): norigin measures it. */
export function SpatialSection({
  focusKey,
  children,
  ...props
}: SpatialSectionOptions & HTMLAttributes<HTMLDivElement>) {
  const { ref, focusKey: key, sectionProps } = useSpatialSection<HTMLDivElement>({ focusKey })
  return (
    <SpatialScope focusKey={key}>
      <div ref={ref} {...sectionProps} {...props}>
        {children}
      </div>
    </SpatialScope>
  )
}
