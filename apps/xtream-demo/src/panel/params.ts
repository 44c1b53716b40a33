import type { Context } from 'hono'

/** Query and form fields merged, as PHP's $_REQUEST reads them (the form wins). */
export async function readParams(c: Context): Promise<Record<string, string | undefined>> {
  const params: Record<string, string | undefined> = { ...c.req.query() }
  if (c.req.method === 'POST') {
    const body = await c.req.parseBody().catch(() => ({}))
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') params[key] = value
    }
  }
  return params
}
