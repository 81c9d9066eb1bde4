import { sql, type Kysely } from 'kysely'

/** The first run after the database opens, then the pause between runs. */
export const MAINTENANCE_FIRST_MS = 60_000
export const MAINTENANCE_EVERY_MS = 30 * 60_000

/**
 * What PostgreSQL's autovacuum does on a server, which PGlite (one process, no background workers) never does: dead
 * rows made free again, and the planner's statistics brought up to date. Without the statistics a search that
 * matches most of a site's 50,000 customers is planned as if it matched a few, and runs for seconds.
 */
export async function maintainPGlite(db: Kysely<any>): Promise<void> {
  await sql`vacuum (analyze)`.execute(db)
}

/**
 * Runs `maintainPGlite` a minute after the database opens and every half hour after, off the process's lifetime
 * (the timer does not keep it alive); a run that fails (the database closing) is simply the next run's to do.
 * Returns what stops it.
 */
export function scheduleMaintenance(db: Kysely<any>): () => void {
  const run = () => void maintainPGlite(db).catch(() => {})
  let every: NodeJS.Timeout | undefined
  const first = setTimeout(() => {
    run()
    every = setInterval(run, MAINTENANCE_EVERY_MS).unref()
  }, MAINTENANCE_FIRST_MS).unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
