import { SECTION_HEADER_PX } from '@/components/content/section-header'

// /tv's sections as lists of channel rows. Rows are equally tall, so a section's height is known
// before it renders and the window virtualiser places sections exactly.

/** Spec §9's section sizes (10 on phones, 24 on desktops), as rows. */
export const SECTION_ROWS = { phone: 10, desktop: 24 } as const
/** Wide screens show a section's rows in two columns. */
export const TWO_COLUMN_QUERY = '(min-width: 1280px)'
/** gap-2 between rows. */
export const ROW_GAP_PX = 8
/** A section's padding under its rows (pb-8). */
export const SECTION_PADDING_PX = 32

/**
 * The height of a section of `count` channels showing at most `limit`, in `columns` columns. The
 * header, gaps and padding are in rem: `remScale` is 1rem over 16 px (a wide screen, 'Modo TV').
 */
export function channelSectionHeight(
  count: number,
  limit: number,
  columns: number,
  rowPx: number,
  remScale = 1,
): number {
  const rows = Math.ceil(Math.min(count, limit) / Math.max(1, columns))
  const list = rows > 0 ? rows * rowPx + (rows - 1) * ROW_GAP_PX * remScale : 0
  return (SECTION_HEADER_PX + SECTION_PADDING_PX) * remScale + list
}
