import {
  checkNewPin,
  isPinFormatValid,
  PARENTAL_UNLOCK_MS,
  t,
  type ChangePinRequest,
  type EnableParentalRequest,
  type ParentalState,
} from '@myflix/shared'
import type { Transaction } from 'kysely'
import type { AppDatabase, Database } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import { createParentalRepository, type ParentalRow } from './parental.repository'
import { hashPin, verifyPin } from './pin-hash'

/** A refusal the routes answer as it is: status, toast title and pt-BR description. */
export class ParentalError extends Error {
  override readonly name = 'ParentalError'
  constructor(
    readonly status: 400 | 403 | 429 | 500,
    readonly title: string,
    message: string,
  ) {
    super(message)
  }
}

export interface ParentalServiceOptions {
  /** Wrong PINs allowed per window. Default 5. */
  maxAttempts?: number
  /** Default 15 min. */
  attemptWindowMs?: number
  /** How long a shouldHideAdult answer is reused. Default 10 s. */
  cacheTtlMs?: number
}

export interface ParentalService {
  state(userId: string, sessionId: string): Promise<ParentalState>
  enable(userId: string, sessionId: string, request: EnableParentalRequest): Promise<ParentalState>
  disable(userId: string, sessionId: string, pin: string): Promise<ParentalState>
  change(userId: string, sessionId: string, request: ChangePinRequest): Promise<ParentalState>
  unlock(userId: string, sessionId: string, pin: string): Promise<ParentalState>
  /** Ends this session's temporary access now; needs no PIN (hiding is always allowed). */
  lock(userId: string, sessionId: string): Promise<ParentalState>
  /** True while control is on and this session holds no temporary access. */
  shouldHideAdult(userId: string, sessionId: string): Promise<boolean>
  /** Called after every change of a user's parental state (the catalogue may listen). */
  onChange(listener: (userId: string) => void): () => void
}

type Trx = Transaction<Database>

const invalid = () =>
  new ParentalError(400, t('parental.invalidTitle'), t('parental.invalidDescription'))

export function createParentalService(
  { db, logger }: { db: AppDatabase; logger: Logger },
  options: ParentalServiceOptions = {},
): ParentalService {
  const repository = createParentalRepository(db)
  const maxAttempts = options.maxAttempts ?? 5
  const windowMs = options.attemptWindowMs ?? 15 * 60_000
  const cacheTtl = options.cacheTtlMs ?? 10_000
  const cache = new Map<string, { userId: string; hide: boolean; until: number }>()
  const listeners = new Set<(userId: string) => void>()

  function changed(userId: string): void {
    for (const [key, entry] of cache) if (entry.userId === userId) cache.delete(key)
    for (const listener of listeners) listener(userId)
  }

  async function stateOf(row: ParentalRow | undefined, userId: string, sessionId: string) {
    const until = row?.is_enabled ? await repository.unlockedUntil(sessionId, userId) : null
    return {
      enabled: row?.is_enabled ?? false,
      hasPin: Boolean(row?.pin_hash),
      unlockedUntil: until ? until.toISOString() : null,
    }
  }

  async function hash(pin: string): Promise<string> {
    try {
      return await hashPin(pin)
    } catch (error) {
      logger.error({ err: error }, 'parental: PIN hashing failed')
      throw new ParentalError(500, t('parental.errorTitle'), t('parental.hashFailed'))
    }
  }

  /** Checks `pin` against the stored hash, counting failures; throws on a refusal. */
  async function checkPin(trx: Trx, row: ParentalRow, pin: string, wrongText: string) {
    const now = Date.now()
    const since = row.failed_since ? new Date(row.failed_since).getTime() : 0
    const windowOpen = now - since < windowMs
    if (windowOpen && row.failed_attempts >= maxAttempts) {
      const minutes = Math.max(1, Math.ceil((since + windowMs - now) / 60_000))
      throw new ParentalError(
        429,
        t('parental.errorTitle'),
        t('parental.tooManyAttempts', { minutes }),
      )
    }
    if (!isPinFormatValid(pin)) throw invalid()
    if (row.pin_hash && (await verifyPin(pin, row.pin_hash))) {
      if (row.failed_attempts > 0)
        await repository.update(trx, row.user_id, { failed_attempts: 0, failed_since: null })
      return
    }
    await repository.update(trx, row.user_id, {
      failed_attempts: windowOpen ? row.failed_attempts + 1 : 1,
      failed_since: windowOpen ? new Date(since) : new Date(now),
    })
    throw new ParentalError(403, t('parental.incorrectTitle'), wrongText)
  }

  function newPinProblem(pin: string, confirm: string | undefined): ParentalError | null {
    const problem = checkNewPin(pin, confirm)
    if (problem === 'invalid') return invalid()
    if (problem === 'weak')
      return new ParentalError(400, t('parental.weakTitle'), t('parental.weakDescription'))
    if (problem === 'mismatch')
      return new ParentalError(400, t('parental.errorTitle'), t('parental.mismatch'))
    return null
  }

  /** Runs a change under the row lock; a wrong PIN's counter is committed even though it throws. */
  async function mutate(
    userId: string,
    sessionId: string,
    work: (row: ParentalRow, trx: Trx) => Promise<void>,
  ): Promise<ParentalState> {
    let refusal: ParentalError | null = null
    await repository.withLockedRow(userId, async (row, trx) => {
      try {
        await work(row, trx)
      } catch (error) {
        if (!(error instanceof ParentalError)) throw error
        refusal = error
      }
    })
    if (refusal) throw refusal
    changed(userId)
    return stateOf(await repository.find(userId), userId, sessionId)
  }

  return {
    async state(userId, sessionId) {
      return stateOf(await repository.find(userId), userId, sessionId)
    },

    enable(userId, sessionId, { pin, confirm }) {
      return mutate(userId, sessionId, async (row, trx) => {
        if (row.pin_hash) {
          // A stored PIN turns control back on; the user proves they know it.
          await checkPin(trx, row, pin, t('parental.incorrect'))
          await repository.update(trx, userId, { is_enabled: true })
        } else {
          const problem = newPinProblem(pin, confirm ?? '')
          if (problem) throw problem
          await repository.update(trx, userId, { is_enabled: true, pin_hash: await hash(pin) })
        }
        // Access granted before control was last turned off must not carry over.
        await repository.clearUnlocks(trx, userId)
      })
    },

    disable(userId, sessionId, pin) {
      return mutate(userId, sessionId, async (row, trx) => {
        await checkPin(trx, row, pin, t('parental.currentIncorrect'))
        await repository.update(trx, userId, { is_enabled: false })
      })
    },

    change(userId, sessionId, { currentPin, newPin, confirm }) {
      return mutate(userId, sessionId, async (row, trx) => {
        await checkPin(trx, row, currentPin, t('parental.currentIncorrect'))
        const problem = newPinProblem(newPin, confirm)
        if (problem) throw problem
        await repository.update(trx, userId, { pin_hash: await hash(newPin) })
      })
    },

    unlock(userId, sessionId, pin) {
      return mutate(userId, sessionId, async (row, trx) => {
        await checkPin(trx, row, pin, t('parental.incorrect'))
        await repository.grantUnlock(
          trx,
          sessionId,
          userId,
          new Date(Date.now() + PARENTAL_UNLOCK_MS),
        )
      })
    },

    async lock(userId, sessionId) {
      await repository.endUnlock(sessionId, userId)
      changed(userId)
      return stateOf(await repository.find(userId), userId, sessionId)
    },

    async shouldHideAdult(userId, sessionId) {
      const key = `${userId}\n${sessionId}`
      const hit = cache.get(key)
      if (hit && hit.until > Date.now()) return hit.hide
      const row = await repository.find(userId)
      const hide = row?.is_enabled === true && !(await repository.unlockedUntil(sessionId, userId))
      if (cache.size > 10_000)
        for (const [old, entry] of cache) if (entry.until <= Date.now()) cache.delete(old)
      cache.set(key, { userId, hide, until: Date.now() + cacheTtl })
      return hide
    },

    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
