import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompressPlugin } from './precompress.config'
import { buildIdPlugin, pwaOptions } from './pwa.config'
import { signedInShellPlugin } from './signed-in-shell.config'

// Same-origin in production (the server serves dist/); in dev the proxy keeps it that way for cookies.
const backend = 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    buildIdPlugin(),
    signedInShellPlugin(),
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
    // screens share each part.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } },
    },
  },
})
