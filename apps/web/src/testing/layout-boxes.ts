import { updateAllLayouts } from '@noriginmedia/norigin-spatial-navigation'
import { vi } from 'vitest'

export interface TestBox {
  left: number
  top: number
  width: number
  height: number
}

/**
 * jsdom lays nothing out: every box is empty. Spatial navigation needs where things are, so a test
 * places the elements it moves between; the rest stay empty (and unreachable by arrows).
 */
export function placeBoxes(): {
  place: (element: Element, box: TestBox) => void
  restore: () => void
} {
  const boxes = new WeakMap<Element, TestBox>()
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const { left, top, width, height } = boxes.get(this) ?? { left: 0, top: 0, width: 0, height: 0 }
    return DOMRect.fromRect({ x: left, y: top, width, height })
  })
  return {
    place: (element, box) => {
      boxes.set(element, box)
      // norigin measured each item as it registered, before its box was placed, and trusts a
      // measure for 16 ms: an arrow pressed that soon went by the empty boxes (a flaky test).
      void updateAllLayouts()
    },
    restore: () => spy.mockRestore(),
  }
}
