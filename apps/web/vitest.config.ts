import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A test chains several finds, each allowed 5 s (src/testing/setup.ts); under CI's load one test
    // of real requests took past vitest's default 5 s in all, while every find would have succeeded.
    // A find that fails still fails at its own 5 s, with its own message.
    testTimeout: 20_000,
  },
})
