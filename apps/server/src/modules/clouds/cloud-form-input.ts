import { cloudFormSchema } from '@myflix/shared'

const FIELDS = ['nuvemNome', 'xtreamURL', 'xtreamUser', 'xtreamPass'] as const

/**
 * Parses a cloud form from an untrusted body. A missing or non-text field is read as empty, so the
 * answer names it with the form's pt-BR "required" text instead of zod's English type error.
 */
export function parseCloudForm(body: unknown) {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const input = Object.fromEntries(
    FIELDS.map((field) => {
      const value = source[field]
      return [field, typeof value === 'string' ? value : '']
    }),
  )
  return cloudFormSchema.safeParse(input)
}
