// @vitest-environment node
// The build's precompression (precompress.config.ts); typechecked by tsconfig.node.json.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from '../precompress.config'

describe('precompressDir', () => {
  let dir = ''
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes .br and .gz that decompress to each text file, and leaves images and tiny files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-precompress-'))
    await mkdir(join(dir, 'assets'))
    const script = `const x = ${JSON.stringify('filmes '.repeat(400))}`
    await writeFile(join(dir, 'assets', 'index-1.js'), script)
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>myflix</p>'.repeat(100)}`)
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(4096))
    await writeFile(join(dir, 'tiny.js'), 'a()')

    await precompressDir(dir)

    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      'assets',
      'assets/index-1.js',
      'assets/index-1.js.br',
      'assets/index-1.js.gz',
      'icon.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'tiny.js',
    ])
    const path = join(dir, 'assets', 'index-1.js')
    expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(script)
    expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(script)
  })
})
