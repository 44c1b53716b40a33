export { createDemoProvider } from './demo-provider'
export type { DemoProviderOptions } from './demo-provider'
export { DEMO_ACCOUNTS } from './accounts'
export type {
  AccountFault,
  AccountState,
  DemoAccount,
  DemoAccountName,
  GuideFault,
  PanelFamily,
} from './accounts'
export { DEFAULT_SEED, SCALES, demoCatalogue } from './catalogue/catalogue'
export type {
  CatalogueView,
  DemoCatalogue,
  DemoFacts,
  SeriesWithEpisodes,
} from './catalogue/catalogue'
export type { Category, ScaleName } from './catalogue/categories'
export type { Channel, Container, Episode, MediaKind, Movie, Series } from './catalogue/types'
export { livePlaylist } from './streams/hls'
export type { StreamPace } from './streams/paced-stream'
export type { TimeshiftRecord } from './streams/timeshift-log'
