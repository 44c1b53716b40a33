import { useFocusable } from '@noriginmedia/norigin-spatial-navigation'
import type { RefObject } from 'react'
import { ITEM_KEY_ATTRIBUTE, ensureSpatialNavigation } from './navigation-service'

export interface SpatialItem<E extends HTMLElement> {
  /** Goes on the focusable link or button itself: norigin moves DOM focus to this node. */
  ref: RefObject<E | null>
  /** Spread on the same element; marks it for the bridge's focus sync. */
  itemProps: { [ITEM_KEY_ATTRIBUTE]: string }
  focusKey: string
}

/**
 * Registers a focusable element (a card, a nav link, a hero button) with spatial navigation, in
 * the nearest `SpatialSection`.
 */
export function useSpatialItem<E extends HTMLElement>({
  focusKey,
}: { focusKey?: string } = {}): SpatialItem<E> {
  ensureSpatialNavigation()
  const focusable = useFocusable<object, E | null>({ focusKey })
  return {
    ref: focusable.ref,
    itemProps: { [ITEM_KEY_ATTRIBUTE]: focusable.focusKey },
    focusKey: focusable.focusKey,
  }
}
