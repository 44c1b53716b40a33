import type { Plugin, Rolldown } from 'vite'

/** The shell the server sends a browser that carries a session (apps/server's web routes). */
export const SIGNED_IN_SHELL = 'index.signed-in.html'

/**
 * What a signed-in cold load runs after the entry: the app's frame with home, home's first
 * requests (router.tsx's `signedInHome` and `catalogPrefetch`), and the contracts' schemas that
 * check their answers (lib/api/transport.ts imports them once the first request is out).
 */
const SIGNED_IN_MODULES = [
  '/src/app/routes/signed-in-home.ts',
  '/src/features/catalog/lib/page-prefetch.ts',
  '/packages/shared/src/api/routes.ts',
]

type Chunk = Rolldown.OutputChunk

/** Chunks reached from `roots` by static imports, roots included, in the order first reached. */
function staticClosure(roots: readonly Chunk[], byName: ReadonlyMap<string, Chunk>): Chunk[] {
  const seen = new Set<Chunk>()
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) visit(imported)
    }
  }
  roots.forEach(visit)
  return [...seen]
}

/**
 * The script files a signed-in cold load fetches after the entry, entry's own files left out (the
 * shell loads those already). Fails the build when no chunk holds a module: a rename must not
 * quietly drop the hints.
 */
export function signedInScripts(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const roots = SIGNED_IN_MODULES.map((module) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)))
    if (!chunk) throw new Error(`signed-in shell: no chunk holds ${module}`)
    return chunk
  })
  const loaded = new Set(
    staticClosure(
      chunks.filter((chunk) => chunk.isEntry),
      byName,
    ),
  )
  return staticClosure(roots, byName)
    .filter((chunk) => !loaded.has(chunk))
    .map((chunk) => chunk.fileName)
}

/**
 * The shell with those scripts as low-priority module preloads. Fetched while the entry is (not
 * once it has run and asked for them), at low priority so the entry and the stylesheet, which the
 * first paint waits for, keep the link first: /home's Lighthouse score 70–75 → 82–83 (FCP 2.5 →
 * 1.8 s, TBT ~480 → ~260 ms). At high priority the first paint came 0.6 s later.
 */
export function signedInShellHtml(html: string, scripts: readonly string[], base = '/'): string {
  const links = scripts.map(
    (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`,
  )
  if (!html.includes('</head>')) throw new Error('signed-in shell: index.html has no </head>')
  return html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`)
}

/** Writes SIGNED_IN_SHELL beside index.html (precompressed with the rest of the build). */
export function signedInShellPlugin(): Plugin {
  let base = '/'
  return {
    name: 'myflix-signed-in-shell',
    apply: 'build',
    configResolved: (config) => {
      base = config.base
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') throw new Error('signed-in shell: index.html was not built')
        this.emitFile({
          type: 'asset',
          fileName: SIGNED_IN_SHELL,
          source: signedInShellHtml(
            typeof index.source === 'string'
              ? index.source
              : new TextDecoder().decode(index.source),
            signedInScripts(bundle),
            base,
          ),
        })
      },
    },
  }
}
