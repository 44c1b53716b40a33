import { Writable } from 'node:stream'
import type { LogLevel } from '../../src/config/env'
import { createLogger } from '../../src/lib/logger'

/** A real pino logger whose JSON lines land, parsed, in `lines`. */
export function captureLogs(level: LogLevel = 'info') {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: createLogger({ level, destination }) }
}
