import type { GuideStatus, Programme, ProgrammeDetail } from '@myflix/shared'
import type { CloudCredentials } from '../clouds/clouds.types'

// The seam between the guide's data (ingest, storage, the in-memory index: guide-store.ts and its
// parts) and what serves it (guide.service.ts, guide.routes.ts, search). Channels are named here by
// the provider's epg_channel_id; the service joins them to stream ids through the catalogue.

/** Whose guide: the provider account (its library scope: address and user name, hashed). */
export interface GuideSource {
  scope: string
  /** Opened server-side only; never logged, never on a command line. */
  credentials: CloudCredentials
  /** The panel's `server_info.timezone`, for XMLTV times without an offset; null when unknown. */
  timezone: string | null
  /** The longest catch-up of the account's channels, in days (the window reaches that far back). */
  archiveDays: number
}

/** One guide in memory: titles and times only, so 1M programmes stay within the memory budget. */
export interface GuideIndex {
  readonly updatedAt: number
  readonly channels: number
  readonly programmes: number
  has(epgId: string): boolean
  /** The programme on at `at` and the one after it. */
  nowNext(epgId: string, at: number): { now: Programme | null; next: Programme | null }
  /** Programmes overlapping [from, to), by start. */
  range(epgId: string, from: number, to: number): Programme[]
  /** Every channel's programme on at `at` (search's "on now"). */
  onNow(at: number): Iterable<[epgId: string, programme: Programme]>
}

export interface GuideStore {
  /**
   * The scope's guide status. Starts a background ingest when there is none or it is older than the
   * refresh age; an ingest lease in the database keeps two instances from fetching the same guide.
   */
  status(source: GuideSource): Promise<GuideStatus>
  /** The scope's current guide in memory (read from the database if another instance stored it); null: none yet. Starts an ingest as `status` does. */
  index(source: GuideSource): Promise<GuideIndex | null>
  /** One channel's programmes with descriptions, from the database. */
  details(scope: string, epgId: string, from: number, to: number): Promise<ProgrammeDetail[]>
  /** Stops refreshes and ingests under way. */
  close(): Promise<void>
}
