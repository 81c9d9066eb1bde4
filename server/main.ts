import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { DataDirInUseError } from './db/data-dir-lock.js'
import { DatabaseUnavailableError } from './db/database.js'
import { shutDown } from './shutdown.js'

/** Reads the config, builds the app, listens; stops gracefully, in a bounded time, on SIGTERM/SIGINT (shutdown.ts). */
async function main() {
  const config = loadConfig(process.env)
  // The bundle runs from dist/server/main.js, so the built client is one folder up.
  const distDir = fileURLToPath(new URL('..', import.meta.url))
  const app = await buildApp(config, { distDir, logger: { level: process.env.LOG_LEVEL ?? 'warn' } })
  let closing = false
  const stop = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    try {
      const clean = await shutDown(app)
      if (!clean) app.log.error('shutdown took too long; exiting anyway')
      process.exit(clean ? 0 : 1)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
  await app.listen({ port: config.port, host: config.host })
  const base = `http://${config.siteDomain}:${config.port}/`
  process.stdout.write(`Vitrine is running on ${describeDatabase(config)}: ${base} (site "${config.defaultSite}")\n`)
}

function describeDatabase(config: { databaseUrl: string | null; dataDir: string }): string {
  return config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DatabaseUnavailableError || error instanceof DataDirInUseError
  const message = known ? (error as Error).message : `failed to start: ${(error as Error)?.stack ?? String(error)}`
  process.stderr.write(`vitrine: ${listenError(error) ?? message}\n`)
  process.exit(1)
})

function listenError(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException)?.code
  if (code === 'EADDRINUSE')
    return `port ${process.env.PORT ?? 8080} is already in use; stop the other server or set PORT`
  if (code === 'EACCES') return `no permission to listen on port ${process.env.PORT ?? 8080}`
  return undefined
}
