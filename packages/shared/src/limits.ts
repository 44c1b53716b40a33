// Field limits and timings of spec §9 that both sides enforce.
export const LIMITS = {
  emailMax: 255,
  accountPasswordMin: 8,
  accountPasswordMax: 100,
  cloudNameMax: 100,
  cloudUrlMax: 500,
  cloudUserMax: 100,
  cloudPasswordMax: 200,
  pinLength: 4,
} as const

/**
 * Spec §9 page size of the catalogue. Kept here, away from the zod contracts, so the browser's first
 * bundle can use it without pulling zod in.
 */
export const PAGE_SIZE = 50
