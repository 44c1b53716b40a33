import { RecentRecords } from '../recent-records'
import type { TimeshiftAsk } from './timeshift-request'

/** One catch-up answer (playlist or stream, not the segments), as the panel read the request. */
export interface TimeshiftRecord {
  user: string
  form: TimeshiftAsk['form']
  ext: TimeshiftAsk['ext']
  stream: number
  /** Unix seconds: the start as the panel read it on its clock. */
  start: number
  minutes: number
  /** Unix seconds when it was asked (the provider's clock). */
  at: number
}

/** The last catch-up answers, so a test can tell which moment a client asked for. */
export class TimeshiftLog {
  private readonly records = new RecentRecords<TimeshiftRecord>()

  add(ask: TimeshiftAsk, at: number): void {
    const { user, form, ext, stream, start, minutes } = ask
    this.records.add({ user, form, ext, stream, start, minutes, at })
  }

  list(): TimeshiftRecord[] {
    return this.records.list()
  }

  clear(): void {
    this.records.clear()
  }
}
