type Slot = { active: number; waiting: Array<() => void> }

export interface KeyedSlots {
  /**
   * Waits for one of `max` slots for `key`; resolves to the function that gives it back (safe to
   * call more than once), or rejects with the signal's reason when it aborts first.
   */
  acquire(key: string, max: number, signal?: AbortSignal): Promise<() => void>
  /** Slots held now for `key`. */
  active(key: string): number
}

/** Counting semaphores by key, handed out first come, first served. */
export function createKeyedSlots(): KeyedSlots {
  const slots = new Map<string, Slot>()
  return {
    async acquire(key, max, signal) {
      let slot = slots.get(key)
      if (!slot) {
        slot = { active: 0, waiting: [] }
        slots.set(key, slot)
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
        if (owned.active === 0) slots.delete(key)
      }
    },
    active: (key) => slots.get(key)?.active ?? 0,
  }
}
