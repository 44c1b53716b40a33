import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'xtream-demo', environment: 'node', include: ['src/**/*.test.ts'] },
})
