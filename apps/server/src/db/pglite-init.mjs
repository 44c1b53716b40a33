// PGlite's first boot (initdb) in a process of its own: its WASM heap peaks at ~850 MB and is
// never handed back, so the server opens the finished data directory instead (~290 MB).
// Plain JavaScript, so it runs under any loader the server was started with.
import { PGlite } from '@electric-sql/pglite'

const dir = process.argv[2]
if (!dir) throw new Error('usage: pglite-init.mjs <data directory>')
const db = await PGlite.create(dir)
await db.close()
