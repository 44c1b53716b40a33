// Bundles the server into dist/main.mjs for `npm start`: plain node runs it without the tsx loader,
// whose hook thread and transform caches cost ~85 MB of RSS (docs/decisions.md). Our workspace
// packages (`@myflix/*`, which export TypeScript sources) go into the bundle; every other package
// stays external and is resolved from node_modules at run time, as `npm install` laid it out.
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const serverDir = fileURLToPath(new URL('../', import.meta.url))
const distDir = fileURLToPath(new URL('../dist/', import.meta.url))

/** Bare imports (`pino`, `node:fs`) stay imports, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@myflix/') ? undefined : { path: args.path, external: true },
    )
  },
}

await rm(distDir, { recursive: true, force: true })
await mkdir(distDir, { recursive: true })
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A linked map for reading a stack trace by hand or with NODE_OPTIONS=--enable-source-maps;
  // production does not turn it on (docs/decisions.md).
  sourcemap: 'linked',
  // Bundled CommonJS would call require(), which an ES module does not have.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'\nconst require = __createRequire(import.meta.url)",
  },
  plugins: [externalPackages],
  logLevel: 'warning',
})
// database.ts spawns it next to itself: `new URL('./pglite-init.mjs', import.meta.url)`.
await copyFile(new URL('../src/db/pglite-init.mjs', import.meta.url), `${distDir}pglite-init.mjs`)
// ffmpeg-launcher.ts forks it next to itself: `new URL('./ffmpeg-launcher-child.mjs', import.meta.url)`.
await copyFile(
  new URL('../src/modules/transcode/ffmpeg-launcher-child.mjs', import.meta.url),
  `${distDir}ffmpeg-launcher-child.mjs`,
)
console.log(`server built: ${distDir}main.mjs`)
