import type { FieldErrors, FieldValues } from 'react-hook-form'

/** All messages of one field (rules reported with `criteriaMode: 'all'`), first one first. */
export function fieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: keyof T & string,
): string[] {
  const error = errors[name]
  if (!error) return []
  const first = typeof error.message === 'string' ? [error.message] : []
  const types = 'types' in error ? (error.types as Record<string, unknown> | undefined) : undefined
  const all = Object.values(types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  )
  const rest = all.filter((m): m is string => typeof m === 'string' && !first.includes(m))
  return [...first, ...rest]
}
