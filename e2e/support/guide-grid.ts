import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Scrolls /guia's grid down until the channel's row is rendered (the grid renders only the rows
 * near its view); the row.
 */
export async function guideRow(grid: Locator, name: string): Promise<Locator> {
  const row = grid.getByRole('row').filter({
    has: grid.page().getByRole('rowheader', { name, exact: true }),
  })
  // Scrolling on before the first rows are drawn would pass the channel by.
  await grid.getByRole('rowheader').first().waitFor()
  await expect
    .poll(
      async () => {
        if ((await row.count()) > 0) return true
        await grid.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8))
        return false
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return row
}
