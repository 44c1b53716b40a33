import { createKeyedSlots } from '../../lib/keyed-slots'

// Keyed by provider host:port and shared by every client instance in the process, because the
// limit protects the provider (and the user's account from a ban), not one caller.
const hostSlots = createKeyedSlots()

/** Waits for one of `max` slots for `host`; resolves to the function that gives it back. */
export function acquireHostSlot(
  host: string,
  max: number,
  signal?: AbortSignal,
): Promise<() => void> {
  return hostSlots.acquire(host, max, signal)
}
