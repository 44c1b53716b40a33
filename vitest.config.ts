import { defineConfig } from 'vitest/config'

// Each workspace (and tools/, the tests of the repo's tooling) owns its vitest config; this file only
// lists them so one `vitest run` runs all.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/xtream-demo', 'apps/server', 'apps/web', 'e2e', 'tools'],
  },
})
