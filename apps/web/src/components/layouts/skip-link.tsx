import { t } from '@myflix/shared'

/** The id of the signed-in layout's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'conteudo'

/**
 * The page's first Tab stop (issue 21): hidden until focused, then a button-like link over the
 * header that moves focus past the navigation to the page's content. Focus is moved by hand, so the
 * router's URL gets no `#` and Back does not stop on it.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        event.preventDefault()
        main.focus()
      }}
      className="sr-only rounded-lg bg-accent font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:px-4 focus:py-3 focus:top-2 focus:left-2 focus:z-50 focus:ring-3 focus:ring-ring focus:ring-offset-2 focus:ring-offset-background"
    >
      {t('nav.skipToContent')}
    </a>
  )
}
