import type { CatalogItem, EpisodeRef, ProgrammeRef } from '@myflix/shared'
import type { ColumnType, Kysely } from 'kysely'

// Timestamps default in SQL, so inserts may omit them; reads always see a Date.
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Timestamp = ColumnType<Date, Date | string, Date | string>

/** better-auth's tables (names and columns are what better-auth 1.7 expects on PostgreSQL). */
export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: boolean
  image: string | null
  createdAt: CreatedAt
  updatedAt: CreatedAt
}

export interface SessionTable {
  id: string
  expiresAt: Timestamp
  token: string
  createdAt: CreatedAt
  updatedAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  userId: string
}

export interface AccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: Timestamp | null
  refreshTokenExpiresAt: Timestamp | null
  scope: string | null
  password: string | null
  createdAt: CreatedAt
  updatedAt: Timestamp
}

export interface VerificationTable {
  id: string
  identifier: string
  value: string
  expiresAt: Timestamp
  createdAt: CreatedAt
  updatedAt: CreatedAt
}

export interface RateLimitTable {
  id: string
  key: string
  count: number
  // bigint columns come back from pg as strings.
  lastRequest: ColumnType<string | number, number, number>
}

/** Spec §3 user_clouds; xtream_pass holds a sealed value (lib/crypto.ts), never the password. */
export interface UserCloudsTable {
  id: ColumnType<string, string | undefined, never>
  user_id: string
  cloud_name: string
  xtream_url: string
  xtream_user: string
  xtream_pass: string
  is_active: boolean
  is_encrypted: ColumnType<boolean, boolean | undefined, boolean>
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** One normalised list per (cloud, type): when this cloud fetched it and the stored list it is. */
export interface CatalogSnapshotsTable {
  cloud_id: string
  type: string
  fetched_at: Timestamp
  item_count: number
  /** The stored list it serves, maybe shared with other clouds (catalog_lists). */
  list_key: string
}

/** One stored list, shared by every cloud whose list has its content (migrations/0010). */
export interface CatalogListsTable {
  /** catalog/stored-snapshot.ts listKey: panel, type and content hash; `legacy:…` before 0010. */
  key: string
  item_count: number
  parts: number
  created_at: CreatedAt
}

/** The list's gzip'd JSON lines (catalog/snapshot-codec.ts) in parts of at most 1 MiB, in order. */
export interface CatalogListPartsTable {
  list_key: string
  part: number
  bytes: Uint8Array
}

/** Who is fetching a cloud's catalogue right now, across server instances. */
export interface CatalogIngestLeasesTable {
  cloud_id: string
  owner: string
  expires_at: Timestamp
}

/** A provider account's programme guide: the version served, the last ingest and its lease. */
export interface GuideSourcesTable {
  scope: string
  version: ColumnType<number, number | undefined, number>
  last_version: ColumnType<number, number | undefined, number>
  updated_at: Timestamp | null
  channels: ColumnType<number, number | undefined, number>
  programmes: ColumnType<number, number | undefined, number>
  attempted_at: Timestamp | null
  error: string | null
  lease_owner: string | null
  lease_until: Timestamp | null
}

/** One channel's programmes of one ingest batch (see migrations/0008-guide.ts). */
export interface GuideChunksTable {
  scope: string
  version: number
  epg_id: string
  seq: number
  programmes: number
  data: Uint8Array
  descriptions: Uint8Array
}

/** Spec §3 parental_controls; pin_hash is a salted scrypt string (parental/pin-hash.ts). */
export interface ParentalControlsTable {
  id: ColumnType<string, string | undefined, never>
  user_id: string
  is_enabled: boolean
  pin_hash: string | null
  failed_attempts: ColumnType<number, number | undefined, number>
  failed_since: Timestamp | null
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** The temporary adult-content access of one session. */
export interface ParentalUnlocksTable {
  session_id: string
  user_id: string
  expires_at: Timestamp
}

/** A counter of lib/throttle.ts; `reset_at` is the end of its window. */
export interface ThrottleTable {
  key: string
  count: number
  reset_at: Timestamp
}

/** A stored JSON value (jsonb): written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>

/** A movie, episode or catch-up programme played or marked, in one provider account's scope. */
export interface LibraryProgressTable {
  user_id: string
  scope: string
  kind: string
  id: string
  series_id: string | null
  episode: Json<EpisodeRef | null> | null
  position: number
  duration: number
  watched: boolean
  /** The movie's, the series' or (catch-up) the channel's card. */
  content: Json<CatalogItem>
  next_episode: Json<EpisodeRef | null> | null
  /** Catch-up positions: the programme (0009); null otherwise, so marks may leave it out. */
  programme: ColumnType<ProgrammeRef | null, string | null | undefined, string | null>
  hidden: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

/** Spec §3 Favorite, per user and scope. */
export interface LibraryFavoritesTable {
  user_id: string
  scope: string
  type: string
  id: string
  content: Json<CatalogItem>
  added_at: Timestamp
}

/** The last channels played, per user and scope. */
export interface LibraryChannelsTable {
  user_id: string
  scope: string
  id: string
  content: Json<CatalogItem>
  watched_at: Timestamp
}

/** Every table of the app; feature migrations add theirs here. */
export interface Database {
  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  rateLimit: RateLimitTable
  user_clouds: UserCloudsTable
  catalog_snapshots: CatalogSnapshotsTable
  catalog_lists: CatalogListsTable
  catalog_list_parts: CatalogListPartsTable
  catalog_ingest_leases: CatalogIngestLeasesTable
  parental_controls: ParentalControlsTable
  parental_unlocks: ParentalUnlocksTable
  throttle: ThrottleTable
  library_progress: LibraryProgressTable
  library_favorites: LibraryFavoritesTable
  library_channels: LibraryChannelsTable
  guide_sources: GuideSourcesTable
  guide_chunks: GuideChunksTable
}

export type AppDatabase = Kysely<Database>
