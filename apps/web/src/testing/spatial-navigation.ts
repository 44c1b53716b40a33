import { afterEach, beforeEach } from 'vitest'
import { startSpatialNavigation } from '@/lib/spatial-navigation'
import { placeBoxes, type TestBox } from './layout-boxes'

/**
 * The app's spatial navigation over placed boxes (layout-boxes.ts) for every test of the file that
 * calls it: started before each test, stopped after, the boxes forgotten. `place` sets where an
 * element of the running test is.
 */
export function spatialNavigationInEachTest(): {
  place: (element: Element, box: TestBox) => void
} {
  let boxes: ReturnType<typeof placeBoxes> | null = null
  let stop = () => {}
  beforeEach(() => {
    boxes = placeBoxes()
    stop = startSpatialNavigation()
  })
  afterEach(() => {
    stop()
    boxes?.restore()
    boxes = null
  })
  return {
    place: (element, box) => {
      if (!boxes) throw new Error('boxes are placed inside a test')
      boxes.place(element, box)
    },
  }
}
