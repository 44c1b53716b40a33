import type { Page, Response } from 'playwright-core'
import { MEDIA_PATHS } from '@myflix/shared'

/** The player, open over whatever page played something. */
export const playerOverlay = (page: Page) => page.getByTestId('player-overlay')

/** Closes the player with its own button and waits until the page behind it is live again. */
export async function closePlayer(page: Page): Promise<void> {
  await playerOverlay(page).getByRole('button', { name: 'Fechar player' }).click()
  await playerOverlay(page).waitFor({ state: 'detached' })
}

/** Starts counting the stream links the server answers 404; the returned call stops and lists them. */
export function streamMisses(page: Page): () => string[] {
  const missing: string[] = []
  const onResponse = (response: Response) => {
    if (response.status() === 404 && response.url().includes(MEDIA_PATHS.stream))
      missing.push(response.url())
  }
  page.on('response', onResponse)
  return () => {
    page.off('response', onResponse)
    return missing
  }
}
