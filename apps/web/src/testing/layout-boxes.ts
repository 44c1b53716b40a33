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
    place: (element, box) => boxes.set(element, box),
    restore: () => spy.mockRestore(),
  }
}
