import { sql, type Kysely } from 'kysely'

/** The schema `pg_trgm` is installed in, if it is. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  return rows[0]?.schema ?? null
}

/**
 * The trigram operator class for a GIN index that serves `like '%words%'`, named with its schema (a test's search
 * path may leave it out), or null where the database cannot have it. Installs `pg_trgm` in `public` when it is
 * available and absent; where the role may not create it (a managed database's rules), the searches go on without
 * the index. Runs inside the migration's transaction: a refused `create extension` rolls back to its savepoint.
 */
export async function trigramOperatorClass(db: Kysely<any>): Promise<string | null> {
  let schema = await trigramSchema(db)
  if (schema === null) {
    const { rows } = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db)
    if (rows.length === 0) return null
    await sql`savepoint trigram`.execute(db)
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db)
      await sql`release savepoint trigram`.execute(db)
    } catch {
      await sql`rollback to savepoint trigram`.execute(db)
    }
    schema = await trigramSchema(db)
  }
  return schema === null ? null : `"${schema.replaceAll('"', '""')}".gin_trgm_ops`
}
