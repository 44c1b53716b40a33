/**
 * Encodes like PHP's json_encode with default flags, as both panel families do: slashes escaped
 * (`http:\/\/`), every non-ASCII character as `\uXXXX`, one single line. The output is pure ASCII.
 */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** PHP emits an array only when the keys are exactly 0..n-1, otherwise an object. */
export function phpList<T>(entries: ReadonlyArray<readonly [number, T]>): T[] | Record<string, T> {
  if (entries.every(([key], i) => key === i)) return entries.map(([, value]) => value)
  return Object.fromEntries(entries.map(([key, value]) => [String(key), value]))
}
