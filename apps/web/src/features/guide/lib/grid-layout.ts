// The guide grid's fixed sizes, in px: the virtualisers place rows and columns by them.

/** The sticky channel column. */
export const CHANNEL_COLUMN_PX = { phone: 128, desktop: 224 } as const
/** The time ruler along the top. */
export const RULER_PX = 40
/** A channel's row. */
export const GUIDE_ROW_PX = 64
/** Rows rendered beyond the viewport above and below. */
export const ROW_OVERSCAN = 6

/**
 * The sizes at the root's font size (`remScale` = root px / 16): 'Modo TV' and wide screens
 * enlarge the type, and the rows, ruler and channel column grow with it, or the channel's number
 * and name spill over the rows around it.
 */
export function gridSizes(remScale: number, phone: boolean) {
  return {
    rowPx: Math.round(GUIDE_ROW_PX * remScale),
    rulerPx: Math.round(RULER_PX * remScale),
    columnPx: Math.round(CHANNEL_COLUMN_PX[phone ? 'phone' : 'desktop'] * remScale),
  }
}
