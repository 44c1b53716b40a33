import { ConfigError, startServer } from './index'

// Started by `npm start`: reads process.env, prints one line, and closes cleanly on a signal
// (PGlite must be closed, or its data directory can be left corrupt).
try {
  const server = await startServer({ env: process.env })
  const { config } = server
  console.log(
    `myflix is running at ${config.publicUrl} — data in ${config.dataDir} — e-mails go to ${server.mailer.destination}`,
  )
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) process.exit(1)
    closing = true
    console.log(`${signal}: closing…`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
