import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely'

/**
 * PostgreSQL for the migrator. Kysely's own introspection reads every table of every schema (with
 * `pg_get_serial_sequence` on each column: on PGlite about 0.3 s of every start, the migrator asking twice) and
 * fails with 'schema … does not exist' when another schema is dropped
 * meanwhile: parallel test suites each in a schema of their own, or other apps on the same server. The migrator only
 * asks whether its own tables exist; this answers from the current schema alone.
 *
 * @example
 * const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) })
 */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // oxlint-disable-next-line typescript/no-explicit-any -- the dialect's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db)
  }
}

/** What the migrator asks of the database, answered from the current schema (PostgreSQL's dialect and PGlite's). */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // oxlint-disable-next-line typescript/no-explicit-any -- the dialect's own signature
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db)
    return rows
  }

  /** The tables and views of the current schema, without their columns (the migrator reads names only). */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; view: boolean }>`
      select c.relname as name, n.nspname as schema, c.relkind = 'v' as view
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')`.execute(this.db)
    return rows.map(({ name, schema, view }) => ({ name, schema, isView: view, columns: [] }))
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() }
  }
}
