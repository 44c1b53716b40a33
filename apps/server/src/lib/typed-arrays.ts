type Growable = Uint8Array | Uint16Array | Uint32Array | Float64Array

/** A copy of `array` in a new one of `length` elements of its type (the rest zero). */
export function grown<T extends Growable>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length)
  copy.set(array)
  return copy
}
