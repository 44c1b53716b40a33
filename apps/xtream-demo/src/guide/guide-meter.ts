import { RecentRecords } from '../recent-records'
import type { StreamState } from './byte-stream'

export interface GuideStreamRecord {
  username: string
  /** Bytes generated (before gzip), not necessarily read by the client. */
  bytes: number
  state: StreamState
}

/** Remembers the last guide streams, so tests can see that a dropped client stops generation. */
export class GuideMeter {
  private readonly records = new RecentRecords<GuideStreamRecord>()

  open(username: string): GuideStreamRecord {
    return this.records.add({ username, bytes: 0, state: 'open' })
  }

  list(): GuideStreamRecord[] {
    return this.records.list()
  }
}
