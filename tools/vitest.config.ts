import { defineConfig } from 'vitest/config'

// Tests of the repo's own tooling (the ESLint config), run from the root like every other project.
export default defineConfig({
  test: { name: 'tools', environment: 'node', include: ['**/*.test.ts'], testTimeout: 30_000 },
})
