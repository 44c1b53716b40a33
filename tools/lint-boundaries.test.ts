// Plants forbidden imports and names in virtual files and checks that the repo's ESLint config (the one
// `npm run lint` uses) reports each with the intended rule, and that the legal ones pass. Import targets are
// real files picked at run time, so moving or renaming a feature does not break the test.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const features = path.join(root, 'apps/web/src/features')

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)

/** The first non-test source file under `dir` (repo-relative, without extension), or undefined. */
function firstSourceFile(dir: string): string | undefined {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )
  const file = entries.find((e) => e.isFile() && isSource(e.name))
  if (file) return path.posix.join(dir, file.name.replace(/\.tsx?$/, ''))
  for (const sub of entries.filter((e) => e.isDirectory())) {
    const found = firstSourceFile(path.posix.join(dir, sub.name))
    if (found) return found
  }
  return undefined
}

/** `to` as a relative import from the file `from` (both repo-relative). */
function relativeImport(from: string, to: string): string {
  const spec = path.posix.relative(path.posix.dirname(from), to)
  return spec.startsWith('.') ? spec : `./${spec}`
}

const eslint = new ESLint({ cwd: root })

async function lint(filePath: string, source: string): Promise<Linter.LintMessage[]> {
  const code = `import * as planted from '${source}'\n\nexport { planted }\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result!.messages
}

const boundaryErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'boundaries/dependencies' && m.severity === 2)

// Two real features (a imports b), a real file in b, in web's lib/, in the server and in shared.
let a = ''
let b = ''
let bFile = '' // e.g. apps/web/src/features/<b>/hooks/use-x
let bAlias = '' // e.g. @/features/<b>/hooks/use-x
let webLibFile = ''
let serverFile = ''

beforeAll(() => {
  const withSource = readdirSync(features, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .filter((name) => firstSourceFile(`apps/web/src/features/${name}`))
  expect(withSource.length).toBeGreaterThanOrEqual(2)
  ;[a, b] = withSource as [string, string]
  bFile = firstSourceFile(`apps/web/src/features/${b}`)!
  bAlias = bFile.replace('apps/web/src/', '@/')
  webLibFile = firstSourceFile('apps/web/src/lib')!
  serverFile = firstSourceFile('apps/server/src')!
  expect([bFile, webLibFile, serverFile]).not.toContain(undefined)
})

describe('the linter keeps features apart', () => {
  it('reports a feature importing another feature by the @/ alias', async () => {
    const errors = boundaryErrors(await lint(`apps/web/src/features/${a}/planted.ts`, bAlias))
    expect(errors).toHaveLength(1)
    expect(errors[0]!.message).toContain(`feature "${a}" imports feature "${b}"`)
  })

  it('reports a feature importing another feature by a relative path, at any depth', async () => {
    for (const from of [
      `apps/web/src/features/${a}/planted.ts`, // ../b/...
      `apps/web/src/features/${a}/components/planted.tsx`, // ../../b/...
      `apps/web/src/features/${a}/components/deep/planted.tsx`, // ../../../b/...
    ]) {
      const source = relativeImport(from, bFile)
      const errors = boundaryErrors(await lint(from, source))
      expect(errors, `${from} -> ${source}`).toHaveLength(1)
      expect(errors[0]!.message).toContain(`feature "${a}" imports feature "${b}"`)
    }
  })

  it('reports lib/, components/, stores/, hooks/ and config/ importing a feature', async () => {
    for (const folder of ['lib', 'components', 'stores', 'hooks', 'config']) {
      const from = `apps/web/src/${folder}/planted.ts`
      for (const source of [bAlias, relativeImport(from, bFile)]) {
        const errors = boundaryErrors(await lint(from, source))
        expect(errors, `${from} -> ${source}`).toHaveLength(1)
        expect(errors[0]!.message).toContain('import no feature')
      }
    }
  })

  it('lets a feature import itself and the shared layers, and the app shell import features', async () => {
    const own = `apps/web/src/features/${b}/planted.ts`
    expect(await lint(own, relativeImport(own, bFile))).toEqual([])
    expect(await lint(own, bAlias)).toEqual([])
    expect(
      await lint(
        `apps/web/src/features/${a}/planted.ts`,
        webLibFile.replace('apps/web/src/', '@/'),
      ),
    ).toEqual([])
    expect(await lint(`apps/web/src/features/${a}/planted.ts`, '@myflix/shared')).toEqual([])
    expect(await lint('apps/web/src/app/routes/planted.tsx', bAlias)).toEqual([])
  })
})

describe('the linter keeps the apps and shared apart', () => {
  it('reports apps/web importing apps/server, by package name or by path', async () => {
    const from = 'apps/web/src/app/planted.ts'
    for (const source of ['@myflix/server', relativeImport(from, serverFile)]) {
      const errors = boundaryErrors(await lint(from, source))
      expect(errors, source).toHaveLength(1)
      expect(errors[0]!.message).toContain('apps/web does not import apps/server')
    }
  })

  it('reports apps/server importing apps/web, by package name or by path', async () => {
    const from = 'apps/server/src/planted.ts'
    for (const source of ['@myflix/web', relativeImport(from, webLibFile)]) {
      const errors = boundaryErrors(await lint(from, source))
      expect(errors, source).toHaveLength(1)
      expect(errors[0]!.message).toContain('apps/server does not import apps/web')
    }
  })

  it('reports packages/shared importing any app', async () => {
    const from = 'packages/shared/src/planted.ts'
    for (const source of [
      '@myflix/web',
      '@myflix/server',
      '@myflix/xtream-demo',
      relativeImport(from, webLibFile),
      relativeImport(from, serverFile),
      relativeImport(from, bFile),
    ]) {
      const errors = boundaryErrors(await lint(from, source))
      expect(errors, source).toHaveLength(1)
      expect(errors[0]!.message).toContain('packages/shared imports no app')
    }
  })

  it('lets both apps import packages/shared', async () => {
    expect(await lint('apps/web/src/app/planted.ts', '@myflix/shared')).toEqual([])
    expect(await lint('apps/server/src/planted.ts', '@myflix/shared')).toEqual([])
    expect(await lint('packages/shared/src/planted.ts', 'zod')).toEqual([])
  })
})

describe('the linter wants kebab-case file names', () => {
  it.each([
    'PlantedFile.ts',
    'planted_file.ts',
    'plantedFile.tsx',
    'planted.Routes.ts',
    'planted-.ts',
  ])('reports %s', async (name) => {
    const messages = await lint(`apps/server/src/${name}`, '@myflix/shared')
    expect(messages.map((m) => [m.ruleId, m.severity])).toEqual([
      ['check-file/filename-naming-convention', 2],
    ])
  })

  it.each([
    'planted.ts',
    'planted-file.tsx',
    'clouds.routes.ts',
    'api-client.node.test.ts',
    'hls-light.d.ts',
    '0001-auth.ts',
  ])('accepts %s', async (name) => {
    expect(await lint(`apps/server/src/${name}`, '@myflix/shared')).toEqual([])
  })
})
