import { Hono } from 'hono'

export interface DemoProviderOptions {
  /** Enables the `/_control/*` test API. Off by default. */
  control?: boolean
}

// Minimal first cut so the app server can mount the provider; the full catalogue follows.
export function createDemoProvider(_options: DemoProviderOptions = {}): Hono {
  const app = new Hono()
  app.on(['GET', 'POST'], '/player_api.php', (c) => {
    const username = c.req.query('username') ?? ''
    const password = c.req.query('password') ?? ''
    if (username !== 'demo' || password !== 'demo') return c.json({ user_info: { auth: 0 } })
    const now = Math.floor(Date.now() / 1000)
    const url = new URL(c.req.url)
    return c.json({
      user_info: {
        username,
        password,
        message: 'Bem-vindo ao provedor de demonstração',
        auth: 1,
        status: 'Active',
        exp_date: String(now + 365 * 86400),
        is_trial: '0',
        active_cons: 0,
        created_at: String(now - 30 * 86400),
        max_connections: '2',
        allowed_output_formats: ['m3u8', 'ts'],
      },
      server_info: {
        xui: true,
        version: '1.5.13',
        revision: null,
        url: url.hostname,
        port: url.port || '80',
        https_port: '',
        server_protocol: url.protocol.replace(':', ''),
        rtmp_port: '',
        timezone: 'America/Sao_Paulo',
        timestamp_now: now,
        time_now: new Date(now * 1000).toISOString().slice(0, 19).replace('T', ' '),
        process: true,
      },
    })
  })
  return app
}
