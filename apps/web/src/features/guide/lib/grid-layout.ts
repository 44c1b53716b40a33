// The guide grid's fixed sizes, in px: the virtualisers place rows and columns by them.

/** The sticky channel column. */
export const CHANNEL_COLUMN_PX = { phone: 128, desktop: 224 } as const
/** The time ruler along the top. */
export const RULER_PX = 40
/** A channel's row. */
export const GUIDE_ROW_PX = 64
/** Rows rendered beyond the viewport above and below. */
export const ROW_OVERSCAN = 6
