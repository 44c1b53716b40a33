import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The impacts issue 21 holds at zero. */
const BLOCKING = new Set(['serious', 'critical'])

/**
 * The page's serious and critical axe violations (WCAG 2.x A and AA, and axe's best practices), one
 * line per offending node: rule, impact, what is wrong, the node and axe's summary of the fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // Still 'experimental' in axe, so off by default; issue 21 names what it finds (a link named
    // 'Início' that showed 'myflix'): voice control users say what they see.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}` +
          ` ${node.html.slice(0, 160)}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
      ),
    )
}

/**
 * Collects each checked state's violations under its name, so one run lists every page that
 * fails; `found` is empty when all passed.
 */
export function axeAudit(page: Page) {
  const found: Record<string, string[]> = {}
  return {
    found,
    async check(name: string): Promise<void> {
      const lines = await seriousViolations(page)
      if (lines.length > 0) found[name] = lines
    },
  }
}
