import { defineConfig } from 'vitest/config'

// Browser specs share one server and one Chromium; run them one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['specs/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
