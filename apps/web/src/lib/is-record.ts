/** A JSON object (not null, not an array): what an answer or a stored value must be to be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
