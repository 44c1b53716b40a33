import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config/env'

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> }
  message?: string
}

// The production dependency tree must carry no high or critical advisory. The answer comes from
// the registry, so without one (offline, or a mirror without the audit endpoint) this skips.
describe('npm audit --omit=dev', () => {
  it(
    'finds no high or critical advisories in production dependencies',
    { timeout: 90_000 },
    async (ctx) => {
      const run = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], {
        cwd: REPO_ROOT,
        timeout: 80_000,
        maxBuffer: 32 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
      let report: AuditReport
      try {
        report = JSON.parse(run.stdout) as AuditReport
      } catch {
        return ctx.skip('npm audit gave no JSON (registry unreachable)')
      }
      const counts = report.metadata?.vulnerabilities
      if (!counts) return ctx.skip(`the registry did not answer the audit: ${report.message ?? ''}`)
      expect({ high: counts.high ?? 0, critical: counts.critical ?? 0 }).toEqual({
        high: 0,
        critical: 0,
      })
    },
  )
})
