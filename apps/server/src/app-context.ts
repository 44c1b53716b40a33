import type { Config } from './config/env'
import type { AppDatabase } from './db/schema'
import type { Logger } from './lib/logger'
import type { Throttle } from './lib/throttle'
import type { Auth } from './modules/auth/auth.service'
import type { RequireSession } from './modules/auth/require-session'
import type { CatalogService } from './modules/catalog/catalog.service'
import type { SeriesInfoService } from './modules/catalog/series-info'
import type { CloudsService } from './modules/clouds/clouds.service'
import type { GuideService } from './modules/guide/guide.service'
import type { GuideStore } from './modules/guide/guide.types'
import type { Mailer } from './modules/mail/mail.service'
import type { ParentalService } from './modules/parental/parental.service'
import type { ProviderFactory } from './modules/provider/provider-factory'
import type { LocalTranscoder } from './modules/transcode/transcode.service'

// Types only, so modules can name what they receive without importing app.ts, which imports them.

export interface AppDeps {
  config: Config
  db: AppDatabase
  logger: Logger
  mailer: Mailer
  /** The resolved APP_SECRET (see config/app-secret.ts). */
  secret: string
}

/** What feature routes receive: the deps plus the auth instance and its session guard. */
export interface AppContext extends AppDeps {
  auth: Auth
  requireSession: RequireSession
  /** The user's saved clouds (credentials opened server-side only) and their change events. */
  clouds: CloudsService
  /** Xtream clients over the one guarded dispatcher of this process. */
  providers: ProviderFactory
  /** The active cloud's catalogue snapshots, served from memory. */
  catalog: CatalogService
  /** Series' seasons and episodes from the panel, cached briefly. */
  series: SeriesInfoService
  /** The active cloud's programme guide: its ingest and storage, and what serves it. */
  guideStore: GuideStore
  guide: GuideService
  /** Parental control: the PIN, its 1-hour unlocks and whether a session sees adult content. */
  parental: ParentalService
  /** Counters shared by every instance on the database (sign-in and validar-nuvem limits). */
  throttle: Throttle
  /** ffmpeg (issue 20): probes, remuxes, transcodes and subtitles; closed on shutdown. */
  transcoder: LocalTranscoder
}
