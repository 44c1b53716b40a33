/** The last `kept` records of something the demo answered, for tests to read (copies, oldest first). */
export class RecentRecords<T extends object> {
  private records: T[] = []

  constructor(private readonly kept = 50) {}

  add(record: T): T {
    this.records.push(record)
    if (this.records.length > this.kept) this.records.shift()
    return record
  }

  list(): T[] {
    return this.records.map((record) => ({ ...record }))
  }

  clear(): void {
    this.records = []
  }
}
