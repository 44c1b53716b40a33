import { paths } from '@/config/paths'

/**
 * Where the splash sends a user once auth is known (spec §2 "/"). The cloud flow will add "active
 * cloud → processing" here; it is async so that check can ask the server.
 */
export async function resolveStartRoute(user: { id: string } | null): Promise<string> {
  if (!user) return paths.login.getHref()
  return paths.addInitialCloud.getHref()
}
