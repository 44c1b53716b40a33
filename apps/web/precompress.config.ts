import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files the server may answer compressed; images and fonts are compressed already. */
export const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 512

/** Writes `<file>.br` and `<file>.gz` beside each text file, at the highest levels (done once). */
export async function precompressDir(dir: string): Promise<void> {
  const files = await readdir(dir, { recursive: true })
  await Promise.all(
    files
      .filter((name) => PRECOMPRESSED.test(name))
      .map(async (name) => {
        const path = join(dir, name)
        if (!(await stat(path)).isFile()) return
        const source = await readFile(path)
        if (source.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ])
        // A variant that is not smaller is never worth sending, so it is not written.
        if (br.length < source.length) await writeFile(`${path}.br`, br)
        if (gz.length < source.length) await writeFile(`${path}.gz`, gz)
      }),
  )
}

/**
 * Precompresses the build for the server (apps/server's web routes pick a variant by
 * Accept-Encoding). It runs after every other plugin, so the service worker Workbox writes at the
 * end of the build is compressed too; the worker's precache list only names the originals.
 */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'myflix-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompressDir(outDir) },
  }
}
