// @vitest-environment node
// The signed-in shell the build writes (signed-in-shell.config.ts); typechecked by tsconfig.node.json.
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { signedInScripts, signedInShellHtml } from '../signed-in-shell.config'

function chunk(
  fileName: string,
  imports: string[],
  modules: string[] = [],
  isEntry = false,
): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports, moduleIds: modules, isEntry } as Rolldown.OutputChunk
}

const bundle = (...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c]))

describe('signedInScripts', () => {
  it("lists the frame's, home's and the contracts' chunks with what they import, not what the entry loads", () => {
    const scripts = signedInScripts(
      bundle(
        chunk('assets/index-1.js', ['assets/runtime-1.js'], ['/app/src/app/main.tsx'], true),
        chunk('assets/runtime-1.js', []),
        chunk(
          'assets/signed-in-home-1.js',
          ['assets/endpoint-1.js', 'assets/runtime-1.js'],
          ['/app/src/app/routes/signed-in-home.ts'],
        ),
        chunk('assets/endpoint-1.js', ['assets/route-specs-1.js']),
        chunk('assets/route-specs-1.js', []),
        chunk(
          'assets/page-prefetch-1.js',
          ['assets/endpoint-1.js', 'assets/lists-1.js'],
          ['/app/src/features/catalog/lib/page-prefetch.ts'],
        ),
        chunk('assets/lists-1.js', []),
        // Found by a module it holds, not only by its facade.
        chunk(
          'assets/contracts-1.js',
          [],
          ['/app/node_modules/zod/index.js', '/app/packages/shared/src/api/routes.ts'],
        ),
        // Other screens' code is left for when they open.
        chunk(
          'assets/signed-in-1.js',
          ['assets/details-1.js'],
          ['/app/src/app/routes/signed-in.ts'],
        ),
        chunk('assets/details-1.js', []),
      ),
    )
    expect(scripts).toEqual([
      'assets/signed-in-home-1.js',
      'assets/endpoint-1.js',
      'assets/route-specs-1.js',
      'assets/page-prefetch-1.js',
      'assets/lists-1.js',
      'assets/contracts-1.js',
    ])
  })

  it('fails the build when no chunk holds home', () => {
    expect(() =>
      signedInScripts(bundle(chunk('assets/index-1.js', [], ['/app/src/app/main.tsx'], true))),
    ).toThrow(/signed-in-home/)
  })
})

describe('signedInShellHtml', () => {
  it('adds each script as a low-priority module preload at the end of the head', () => {
    const html = '<html><head><title>myflix</title></head><body></body></html>'
    expect(signedInShellHtml(html, ['assets/a-1.js', 'assets/b-1.js'])).toBe(
      '<html><head><title>myflix</title>' +
        '  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a-1.js">\n' +
        '  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b-1.js">\n' +
        '</head><body></body></html>',
    )
  })
})
