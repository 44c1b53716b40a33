import { sql } from 'kysely'

// jsonb values go in as JSON text cast in SQL: pg and PGlite would each serialise an object
// parameter their own way (pg writes arrays as PostgreSQL arrays); both read jsonb back parsed.

/** A value for a jsonb column. */
export const jsonb = (value: unknown) => sql<string>`cast(${JSON.stringify(value)} as jsonb)`

/** A jsonb column's value, or SQL NULL (not JSON null) for null. */
export const jsonbOrNull = (value: unknown) => (value === null ? null : jsonb(value))

/** Who a library query is for: the user and the provider account in use. */
export interface LibraryOwner {
  userId: string
  scope: string
}
