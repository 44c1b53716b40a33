import { Writable } from 'node:stream'
import { createLogger } from '@myflix/server'

const WARN = 40

/**
 * The server's real logger at debug level, its lines kept so a spec's whole run can be searched for
 * secrets when the app closes; warnings and errors still reach the console.
 */
export function watchServerLog(secrets: string[]) {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line)
        if ((JSON.parse(line) as { level: number }).level >= WARN) process.stdout.write(`${line}\n`)
      }
      done()
    },
  })
  return {
    logger: createLogger({ level: 'debug', destination }),
    /** Fails when any line carries one of the secrets, naming which and how often. */
    assertClean() {
      const found = secrets
        .map((secret) => ({ secret, count: lines.filter((line) => line.includes(secret)).length }))
        .filter(({ count }) => count > 0)
      if (found.length > 0) {
        const leaks = lines.filter((line) => found.some(({ secret }) => line.includes(secret)))
        // The messages of the lines, never the secrets, name the culprit in CI's output.
        const where = leaks.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '?')
        process.stdout.write(`leaking log lines: ${JSON.stringify(where)}\n`)
        throw new Error(
          `the server log of this spec carries secrets: ${found.map(({ secret, count }) => `'${secret}' in ${count} lines`).join(', ')}`,
        )
      }
      if (lines.length === 0) throw new Error('the server logged nothing: the watch is not wired')
    },
  }
}
