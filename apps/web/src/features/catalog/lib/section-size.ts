import type { ContentType } from '@myflix/shared'
import { CARD_CAPTION_PX } from '@/components/content/poster-card'
import { ROW_CARD_WIDTH_PX, ROW_PADDING_BOTTOM_PX } from '@/components/content/scroll-row'
import { SECTION_HEADER_PX } from '../components/section-header'

/** A category section's padding under its content (pb-8). */
export const SECTION_PADDING_BOTTOM_PX = 32

/**
 * The height of a phone section: header, one row of cards (fixed caption heights make every card of
 * a kind equally tall), paddings. Exact, so sections placed before they are measured never overlap.
 */
export function phoneSectionHeight(type: ContentType, wide: boolean): number {
  const width = wide ? ROW_CARD_WIDTH_PX.sm : ROW_CARD_WIDTH_PX.base
  const card = type === 'live' ? width + CARD_CAPTION_PX.live : width * 1.5 + CARD_CAPTION_PX.poster
  return SECTION_HEADER_PX + card + ROW_PADDING_BOTTOM_PX + SECTION_PADDING_BOTTOM_PX
}

/** Desktop sections are grids of up to 24 whose height follows the width: a guess, then measured. */
const DESKTOP_SECTION_PX = { poster: 1200, live: 700 } as const

export const sectionEstimate = (type: ContentType, isMobile: boolean, wide: boolean) =>
  isMobile
    ? phoneSectionHeight(type, wide)
    : DESKTOP_SECTION_PX[type === 'live' ? 'live' : 'poster']
