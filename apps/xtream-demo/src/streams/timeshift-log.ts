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

const KEPT = 50

/** The last catch-up answers, so a test can tell which moment a client asked for. */
export class TimeshiftLog {
  private records: TimeshiftRecord[] = []

  add(ask: TimeshiftAsk, at: number): void {
    const { user, form, ext, stream, start, minutes } = ask
    this.records.push({ user, form, ext, stream, start, minutes, at })
    if (this.records.length > KEPT) this.records.shift()
  }

  list(): TimeshiftRecord[] {
    return this.records.map((r) => ({ ...r }))
  }

  clear(): void {
    this.records = []
  }
}
