type Slot = { active: number; waiting: Array<() => void> }

// Keyed by provider host:port and shared by every client instance in the process, because the
// limit protects the provider (and the user's account from a ban), not one caller.
const slots = new Map<string, Slot>()

/** Waits for one of `max` slots for `host`; resolves to the function that gives it back. */
export async function acquireHostSlot(
  host: string,
  max: number,
  signal?: AbortSignal,
): Promise<() => void> {
  let slot = slots.get(host)
  if (!slot) {
    slot = { active: 0, waiting: [] }
    slots.set(host, slot)
  }
  const owned = slot
  if (owned.active >= max) {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        owned.waiting.splice(owned.waiting.indexOf(wake), 1)
        reject(signal?.reason)
      }
      const wake = () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      owned.waiting.push(wake)
    })
  } else {
    owned.active += 1
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const next = owned.waiting.shift()
    // The slot passes straight to the next waiter, so `active` only drops when nobody waits.
    if (next) return next()
    owned.active -= 1
    if (owned.active === 0) slots.delete(host)
  }
}
