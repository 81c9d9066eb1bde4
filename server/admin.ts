import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { ConfigError, loadConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { createInvite, deleteSite } from './modules/signup/index.js'

const USAGE = `Usage: npm run admin -- <command>

  invite create [note]       make a sign-up invite code (for SIGNUP=invite); the note says whom it is for
  site delete <subdomain>    delete a site and everything of it; its subdomain is held for 30 days`

/**
 * `npm run admin -- ...`: operator commands on the database of the settings
 * in the environment (DATABASE_URL, else the embedded database in DATA_DIR,
 * which the running server holds: stop it first, or use PostgreSQL).
 */
async function main(args: string[]): Promise<number> {
  const [area, command, ...rest] = args
  const known = (area === 'invite' && command === 'create') || (area === 'site' && command === 'delete' && rest[0])
  if (!known) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  const config = loadConfig(process.env)
  const distDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
  const database = await openDatabase({ ...config, pgliteTemplateDir: path.join(distDir, 'pglite') })
  try {
    if (area === 'invite') {
      const code = await createInvite(database.db, rest.join(' ') || null)
      process.stdout.write(`${code}\n`)
      return 0
    }
    const deleted = await deleteSite(database.db, rest[0]!, new Date())
    process.stdout.write(deleted ? `deleted ${rest[0]}; its subdomain is held for 30 days\n` : `no site ${rest[0]}\n`)
    return deleted ? 0 : 1
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`)
    process.exit(1)
  },
)
