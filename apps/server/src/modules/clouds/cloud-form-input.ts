const FIELDS = ['nuvemNome', 'xtreamURL', 'xtreamUser', 'xtreamPass'] as const

/**
 * A cloud form as read from an untrusted body, for the route's schema to parse. A missing or
 * non-text field is read as empty, so the answer names it with the form's pt-BR "required" text
 * instead of zod's English type error.
 */
export function cloudFormInput(body: unknown): Record<(typeof FIELDS)[number], string> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const input = Object.fromEntries(
    FIELDS.map((field) => {
      const value = source[field]
      return [field, typeof value === 'string' ? value : '']
    }),
  )
  return input as Record<(typeof FIELDS)[number], string>
}
