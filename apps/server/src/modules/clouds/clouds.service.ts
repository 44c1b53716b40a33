import type { CloudForm, CloudSummary } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'
import { createSealer, CryptoError } from '../../lib/crypto'
import type { Logger } from '../../lib/logger'
import { createCloudsRepository, type CloudRow } from './clouds.repository'
import type {
  CloudChange,
  CloudChangeListener,
  CloudCredentials,
  CloudsService,
} from './clouds.types'

export type {
  CloudChange,
  CloudChangeKind,
  CloudChangeListener,
  CloudCredentials,
  CloudsService,
} from './clouds.types'

/** The HKDF purpose label of the provider-password key; changing it makes stored passwords unreadable. */
export const CLOUD_CREDENTIALS_PURPOSE = 'cloud-credentials'

export interface CloudsServiceDeps {
  db: AppDatabase
  /** The app secret the password key is derived from. */
  secret: string
  logger: Logger
}

export function createCloudsService({ db, secret, logger }: CloudsServiceDeps): CloudsService {
  const repository = createCloudsRepository(db)
  const sealer = createSealer(secret, CLOUD_CREDENTIALS_PURPOSE)
  const listeners = new Set<CloudChangeListener>()

  function emit(event: CloudChange): void {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        // A failing subscriber must not turn a committed change into an error for the user.
        logger.error({ err: error, change: event.change }, 'cloud change listener failed')
      }
    }
  }

  function credentials(row: CloudRow | undefined): CloudCredentials | null {
    if (!row) return null
    let password: string
    try {
      password = sealer.open(row.xtream_pass)
    } catch (error) {
      if (!(error instanceof CryptoError)) throw error
      // Sealed under another APP_SECRET (or altered): unusable, and the user can only save it anew.
      logger.error({ cloudId: row.id }, 'cloud password cannot be opened; was APP_SECRET changed?')
      return null
    }
    return {
      id: row.id,
      userId: row.user_id,
      name: row.cloud_name,
      baseUrl: row.xtream_url,
      username: row.xtream_user,
      password,
    }
  }

  return {
    async getActive(userId) {
      return credentials(await repository.findActive(userId))
    },
    async activeAccount(userId) {
      const row = await repository.findActive(userId)
      return row ? { baseUrl: row.xtream_url, username: row.xtream_user } : null
    },
    async getOwned(userId, cloudId) {
      return credentials(await repository.findOwned(userId, cloudId))
    },
    async list(userId) {
      return (await repository.listByUser(userId)).map(toSummary)
    },
    async save(userId, form: CloudForm) {
      const { saved, removed } = await repository.replaceAll(userId, {
        cloud_name: form.nuvemNome.trim(),
        xtream_url: form.xtreamURL.trim(),
        xtream_user: form.xtreamUser.trim(),
        xtream_pass: sealer.seal(form.xtreamPass),
      })
      for (const cloudId of removed) emit({ userId, cloudId, change: 'deleted' })
      emit({ userId, cloudId: saved.id, change: 'saved' })
      return toSummary(saved)
    },
    async activate(userId, cloudId) {
      const row = await repository.activate(userId, cloudId)
      if (!row) return null
      emit({ userId, cloudId: row.id, change: 'activated' })
      return toSummary(row)
    },
    async remove(userId, cloudId) {
      const removed = await repository.remove(userId, cloudId)
      if (removed) emit({ userId, cloudId, change: 'deleted' })
      return removed
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function toSummary(row: CloudRow): CloudSummary {
  return {
    id: row.id,
    cloud_name: row.cloud_name,
    xtream_url: row.xtream_url,
    xtream_user: row.xtream_user,
    is_active: row.is_active,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}
