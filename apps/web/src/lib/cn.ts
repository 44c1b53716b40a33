import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Nothing is merged: a later utility does not override an earlier one of the
 * same property (CSS order decides, not the call's), so a class list never holds two of them.
 * Components offer variants for what callers change, conditions pick one class or the other, and
 * a one-off override is marked important (`mt-4!`). tailwind-merge did the merging, at ~7 KB of
 * brotli and ~60 ms of a phone's first screen (docs/decisions.md); the web's tests throw on a
 * list it would have merged (testing/setup.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
