import type { StreamState } from './byte-stream'

export interface GuideStreamRecord {
  username: string
  /** Bytes generated (before gzip), not necessarily read by the client. */
  bytes: number
  state: StreamState
}

const KEPT = 50

/** Remembers the last guide streams, so tests can see that a dropped client stops generation. */
export class GuideMeter {
  private records: GuideStreamRecord[] = []

  open(username: string): GuideStreamRecord {
    const record: GuideStreamRecord = { username, bytes: 0, state: 'open' }
    this.records.push(record)
    if (this.records.length > KEPT) this.records.shift()
    return record
  }

  list(): GuideStreamRecord[] {
    return this.records.map((r) => ({ ...r }))
  }
}
