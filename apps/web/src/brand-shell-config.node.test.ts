// @vitest-environment node
// The signed-out shell the build writes (brand-shell.config.ts); typechecked by tsconfig.node.json.
import { BOOT_SCRIPT } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { BRAND_MARKUP, brandShellHtml } from '../brand-shell.config'

const built = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>myflix</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe('brandShellHtml', () => {
  it('paints the brand from the page, the entry downloading beside it and run by the boot script', () => {
    const html = brandShellHtml(built)
    expect(html).toContain(`<div id="root">${BRAND_MARKUP}</div>`)
    expect(html).toContain(`<script data-entry="/assets/index-1.js">${BOOT_SCRIPT}</script>`)
    // Nothing the paint waits for asks for a script: the entry's tags are low-priority preloads.
    expect(html).not.toContain('<script type="module"')
    for (const href of ['/assets/index-1.js', '/assets/runtime-1.js'])
      expect(html).toContain(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
      )
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">')
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf(BRAND_MARKUP))
  })

  it('fails the build on a page it does not know', () => {
    expect(() => brandShellHtml(built.replace(/<script type="module"[^\n]+\n/, ''))).toThrow(
      /no module entry/,
    )
    expect(() => brandShellHtml(built.replace('<div id="root"></div>', '<main></main>'))).toThrow(
      /no <div id="root">/,
    )
  })
})
