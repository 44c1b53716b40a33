export { directionOfKey, pickNeighbour, type Box, type Direction } from './geometry'
export { activeScope, neighbourInScope, tabbableIn } from './focus-scope'
export { startSpatialNavigation } from './key-bridge'
export {
  ITEM_KEY_ATTRIBUTE,
  SECTION_ATTRIBUTE,
  focusByArrow,
  revealFocused,
} from './navigation-service'
export { isSpatialNavigationPaused, pauseSpatialNavigation } from './pause'
export { SpatialScope, SpatialSection, useSpatialSection } from './spatial-section'
export { useSpatialItem, type SpatialItem } from './use-spatial-item'
