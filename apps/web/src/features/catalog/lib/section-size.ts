import { CARD_CAPTION_PX } from '@/components/content/poster-card'
import { ROW_CARD_WIDTH_PX, ROW_PADDING_BOTTOM_PX } from '@/components/content/scroll-row'
import { SECTION_HEADER_PX } from '@/components/content/section-header'

/** A category section's padding under its content (pb-8). */
export const SECTION_PADDING_BOTTOM_PX = 32

/**
 * The height of a phone section of posters: header, one row of cards (a fixed caption height makes
 * every card equally tall), paddings. Exact, so sections placed before they are measured never
 * overlap. (/tv's sections are lists of channel rows: features/guide/lib/list-layout.ts.)
 */
export function phoneSectionHeight(wide: boolean): number {
  const width = wide ? ROW_CARD_WIDTH_PX.sm : ROW_CARD_WIDTH_PX.base
  const card = width * 1.5 + CARD_CAPTION_PX.poster
  return SECTION_HEADER_PX + card + ROW_PADDING_BOTTOM_PX + SECTION_PADDING_BOTTOM_PX
}

/** Spec §9: a desktop section shows a grid of 24. */
export const DESKTOP_GRID_ITEMS = 24
/** The desktop grid: columns of at least 9.5rem (152 px), gap-3 (12 px). */
const GRID_MIN_CARD_PX = 152
const GRID_GAP_PX = 12

/**
 * The height of a desktop section of `count` titles in a `width` px wide list: header, the grid's
 * rows (cards as wide as auto-fill makes them, fixed captions), padding. Sections placed from it
 * before they mount already take their final room, so the page does not jump as they load.
 */
export function desktopSectionHeight(count: number, width: number): number {
  const columns = Math.max(1, Math.floor((width + GRID_GAP_PX) / (GRID_MIN_CARD_PX + GRID_GAP_PX)))
  const cardWidth = (width - (columns - 1) * GRID_GAP_PX) / columns
  const card = cardWidth * 1.5 + CARD_CAPTION_PX.poster
  const rows = Math.ceil(Math.min(count, DESKTOP_GRID_ITEMS) / columns)
  const grid = rows > 0 ? rows * card + (rows - 1) * GRID_GAP_PX : 0
  return SECTION_HEADER_PX + grid + SECTION_PADDING_BOTTOM_PX
}

/** Desktop sections before the list's width is known: a guess, then measured. */
const DESKTOP_SECTION_PX = 1200

export const sectionEstimate = (isMobile: boolean, wide: boolean) =>
  isMobile ? phoneSectionHeight(wide) : DESKTOP_SECTION_PX
