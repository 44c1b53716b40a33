import type { Page } from 'playwright-core'

/** The player, open over whatever page played something. */
export const playerOverlay = (page: Page) => page.getByTestId('player-overlay')

/** Closes the player with its own button and waits until the page behind it is live again. */
export async function closePlayer(page: Page): Promise<void> {
  await playerOverlay(page).getByRole('button', { name: 'Fechar player' }).click()
  await playerOverlay(page).waitFor({ state: 'detached' })
}
