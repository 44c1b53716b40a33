import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { brandShellPlugin } from './brand-shell.config'
import { precompressPlugin } from './precompress.config'
import { buildIdPlugin, pwaOptions } from './pwa.config'
import { signedInShellPlugin } from './signed-in-shell.config'

/** The route table's specs, which load no zod: kept out of the contracts' chunk they feed. */
const ROUTE_SPECS = /[\\/]shared[\\/]src[\\/].*\.paths\.ts$/
/** zod and every module of packages/shared that builds schemas with it. */
const CONTRACTS =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/]src[\\/].*(\.contract|\.schema|routes|envelope|define-route|playback-path)\.ts$/

// Same-origin in production (the server serves dist/); in dev the proxy keeps it that way for cookies.
const backend = 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    buildIdPlugin(),
    signedInShellPlugin(),
    brandShellPlugin(),
    precompressPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/demo-xtream': { target: backend, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // What the entry imports statically runs on every load: one file, not ~10 cut by which lazy
    // screens share each part. zod and the contracts' schemas load together, after the first
    // requests (lib/api/transport.ts): one file, not five cut by which screen checks what.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'route-specs', test: ROUTE_SPECS, priority: 2 },
            { name: 'contracts', test: CONTRACTS, priority: 1 },
          ],
        },
      },
    },
  },
})
