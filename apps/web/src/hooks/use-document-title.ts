import { useEffect } from 'react'
import { t } from '@myflix/shared'

/** The browser tab's title for a page named `page`: 'Filmes · myflix'; the app's name alone without one. */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim()
  return name ? t('common.documentTitle', { page: name }) : t('common.appName')
}

/**
 * Gives the page its own document title while it is shown (issue 21), so a tab, the history list
 * and a screen reader's page announcement say where the user is. `null` while the page does not
 * know its name yet (a title still loading) leaves the app's name. Leaving the page puts the app's
 * name back, so no page keeps another's title.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const title = documentTitle(page)
  useEffect(() => {
    document.title = title
  }, [title])
  useEffect(
    () => () => {
      document.title = t('common.appName')
    },
    [],
  )
}
