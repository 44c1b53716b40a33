import type { GuideStatus } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import type { ProviderFactory } from '../provider/provider-factory'
import type { GuideStore } from './guide.types'

// PLACEHOLDER of branch i18-serve, REPLACED AT MERGE by branch i18-ingest's guide-store.ts (the
// XMLTV ingest, its storage and the in-memory index). It has the same signature and a store that
// never has a guide, so everything served goes through the short-EPG fallback meanwhile.

export type GuideStoreOptions = Record<string, never>

export interface GuideStoreDeps {
  db: AppDatabase
  logger: Logger
  providers: ProviderFactory
  options?: GuideStoreOptions
}

const NO_GUIDE: GuideStatus = {
  state: 'none',
  source: null,
  updated_at: null,
  channels: 0,
  programmes: 0,
  error: null,
}

export function createGuideStore(_deps: GuideStoreDeps): GuideStore {
  return {
    status: async () => NO_GUIDE,
    index: async () => null,
    details: async () => [],
    close: async () => undefined,
  }
}
