import { serve } from '@hono/node-server'
import { DEMO_ACCOUNTS } from './accounts'
import { createDemoProvider } from './demo-provider'

// Loopback by default: the demo is for local use and tests; set HOST to expose it elsewhere.
const port = Number(process.env.PORT ?? 8089)
const hostname = process.env.HOST ?? '127.0.0.1'
const control = process.env.DEMO_CONTROL === '1'

serve({ fetch: createDemoProvider({ control }).fetch, hostname, port }, (info) => {
  const url = `http://${hostname}:${info.port}`
  console.log(`Provedor Xtream de demonstração em ${url}`)
  console.log(`  API: ${url}/player_api.php?username=demo&password=demo`)
  console.log(`  Guia: ${url}/xmltv.php?username=demo&password=demo`)
  console.log(`  Controle (/_control/*): ${control ? 'ligado' : 'desligado (DEMO_CONTROL=1 liga)'}`)
  console.log('  Contas (senha = usuário):')
  for (const a of Object.values(DEMO_ACCOUNTS)) {
    const faults = [a.fault && `falha ${a.fault}`, a.guide && `guia ${a.guide}`]
    const notes = [a.family.toUpperCase(), a.scale, a.state, ...faults]
    console.log(`    ${a.username.padEnd(15)} ${notes.filter(Boolean).join(', ')}`)
  }
})
