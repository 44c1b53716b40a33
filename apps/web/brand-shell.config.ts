import type { Plugin } from 'vite'
// By path: Vite loads its config with Node, which would leave the package's TypeScript unbuilt.
import { BOOT_SCRIPT } from '../../packages/shared/src/web/boot-script'

/**
 * The brand as `AuthFrame` renders it with its logo (the first screen of a signed-out load: splash,
 * /login, /register). components/layouts/auth-frame.test.tsx fails when the two differ.
 */
export const BRAND_MARKUP =
  '<main class="flex min-h-dvh flex-col items-center gap-8 bg-[radial-gradient(ellipse_at_top,rgba(229,9,20,0.22),transparent_60%)] px-4 pt-[max(2.5rem,12dvh)] pb-10">' +
  '<span class="font-black tracking-tight text-accent drop-shadow-[0_2px_12px_rgba(229,9,20,0.45)] select-none text-6xl">myflix</span>' +
  '</main>'

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
const ROOT = '<div id="root"></div>'
const lowPreload = (href: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`

/**
 * index.html as the signed-out shell: the brand in the root, the entry's tags as low-priority module
 * preloads, and the boot script that runs the entry once the brand is painted (shared's
 * BOOT_SCRIPT). The entry downloads from the start, beside the stylesheet the paint waits for, but
 * nothing that blocks the paint asks for it. Fails when the page is not the shape it expects: a Vite
 * change must not quietly drop the app.
 */
export function brandShellHtml(html: string): string {
  const entry = ENTRY.exec(html)?.[1]
  if (!entry) throw new Error('brand shell: index.html has no module entry')
  if (!html.includes(ROOT)) throw new Error(`brand shell: index.html has no ${ROOT}`)
  const boot = `<script data-entry="${entry}">${BOOT_SCRIPT}</script>`
  return html
    .replace(ENTRY, lowPreload(entry))
    .replace(PRELOAD, (_tag, href: string) => lowPreload(href))
    .replace(ROOT, `<div id="root">${BRAND_MARKUP}</div>\n    ${boot}`)
}

/**
 * Rewrites the built index.html as the brand shell. It runs after the signed-in shell is derived
 * from the page (signed-in-shell.config.ts), which keeps the entry's tags: a browser with a session
 * shows the app's frame first, not the brand.
 */
export function brandShellPlugin(): Plugin {
  return {
    name: 'myflix-brand-shell',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') throw new Error('brand shell: index.html was not built')
        const html =
          typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source)
        index.source = brandShellHtml(html)
      },
    },
  }
}
