import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import checkFile from 'eslint-plugin-check-file'
import globals from 'globals'

const sourceGlob = '**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'
const sourceFiles = [sourceGlob]
// A micromatch pattern for the name without its extension: kebab-case parts joined by dots.
const kebabCaseWithSuffixes = '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))'

// The walls between parts of the repo (issue 15). Elements are matched on the full path from the root;
// an import is resolved first (the `@/` alias through apps/web/tsconfig.json, relative paths, workspace
// packages), so `@/features/x`, `../../x` and `@myflix/server` are judged by the file they reach.
const elements = [
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  {
    type: 'web-shared',
    pattern: 'apps/web/src/{lib,components,stores,hooks,config}',
  },
  { type: 'web', pattern: 'apps/web' },
  { type: 'server', pattern: 'apps/server' },
  { type: 'xtream-demo', pattern: 'apps/xtream-demo' },
  { type: 'shared', pattern: 'packages/shared' },
].map((element) => ({ ...element, partialMatch: false }))

const anyWeb = { element: { type: 'web*' } }
const webByName = { module: { source: '@myflix/web' } }
const serverByName = { module: { source: '@myflix/server' } }
const demoByName = { module: { source: '@myflix/xtream-demo' } }

const boundaryPolicies = [
  {
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: {
        element: {
          type: 'web-feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message:
      'feature "{{ from.element.captured.feature }}" imports feature "{{ to.element.captured.feature }}": features do not import each other; move what both need to lib/, components/, stores/ or hooks/',
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message:
      'apps/web/src/{lib,components,stores,hooks,config} import no feature (this imports feature "{{ to.element.captured.feature }}")',
  },
  {
    from: anyWeb,
    disallow: { to: [{ element: { type: 'server' } }, serverByName] },
    message: 'apps/web does not import apps/server: share code through packages/shared',
  },
  {
    from: { element: { type: 'server' } },
    disallow: { to: [anyWeb, webByName] },
    message: 'apps/server does not import apps/web: share code through packages/shared',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: {
      to: [
        anyWeb,
        { element: { type: 'server' } },
        { element: { type: 'xtream-demo' } },
        webByName,
        serverByName,
        demoByName,
      ],
    },
    message: 'packages/shared imports no app',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Only where a wall starts: e2e, bench, the demo provider and tools may import what they test.
    files: ['apps/web', 'apps/server', 'packages/shared'].map((dir) => `${dir}/${sourceGlob}`),
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      // One resolver for the whole repo (faster than one per tsconfig): relative paths and workspace
      // packages resolve as Node does, and `@/` is apps/web's alias, the only one in the repo.
      'import/resolver': {
        typescript: { tsconfig: { configFile: 'apps/web/tsconfig.json' }, alwaysTryTypes: false },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: boundaryPolicies },
      ],
    },
  },
  {
    // kebab-case names, each dot-separated part too: `clouds.routes.ts`, `api-client.node.test.ts`,
    // `hls-light.d.ts`, `0001-auth.ts`.
    files: sourceFiles,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': kebabCaseWithSuffixes },
        { errorMessage: 'file name "{{ target }}" is not kebab-case (dotted suffixes allowed)' },
      ],
    },
  },
)
