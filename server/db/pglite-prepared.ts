import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite'

/** Most named statements kept at once; past it the least recently used one is closed. */
export const MAX_PREPARED_STATEMENTS = 100

/** Statements worth keeping: what the app runs again and again with new values. DDL, `begin`, `set` ... are not. */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i
/** A statement that can change what a kept one returns (`select *` after a new column): everything kept is dropped. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment)\b/i
/** "cached plan must not change result type": a kept statement whose tables changed under it. */
const STALE_STATEMENT = '0A000'

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

interface Statement {
  name: string
  /** The type of each parameter, as the database inferred it (how a value is sent: a Date, a JSON object, ...). */
  paramTypes: number[]
}

/**
 * Runs queries on PGlite as named prepared statements, kept per query text:
 * PostgreSQL parses and plans a statement once (and, after a few runs,
 * reuses a generic plan) instead of on every call. On PGlite, whose
 * WebAssembly runs on V8's baseline compiler (`--liftoff-only`), parsing and
 * planning are most of what a small query costs: a hot statement such as
 * sending a message costs about half. What PGlite's own `query` does
 * otherwise is kept: the same protocol messages (bind, describe, execute,
 * sync), the same parameter serializers and result parsers, the same errors.
 * Statements that are not `select`/`insert`/`update`/`delete`/`with`, and
 * those without parameters, go through `query` unchanged; a schema change
 * drops every kept statement.
 *
 * Not safe for concurrent use: the PGlite driver hands its one connection
 * to one query or transaction at a time.
 *
 * @example
 * const prepared = new PreparedQueries(pglite)
 * const { rows } = await prepared.query('select * from messages where id = $1', [id])
 */
export class PreparedQueries {
  /** Query text → statement, least recently used first. */
  readonly #statements = new Map<string, Statement>()
  #next = 0

  constructor(private readonly pglite: PGlite) {}

  async query<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    if (params.length === 0 || !REUSABLE.test(text)) {
      const result = await this.pglite.query<R>(text, [...params])
      if (SCHEMA_CHANGE.test(text)) await this.forgetAll()
      return result
    }
    try {
      return await this.run<R>(text, params)
    } catch (error) {
      // Its tables changed since it was prepared: prepared again, once (not inside a transaction, which the error
      // ended).
      if ((error as { code?: unknown }).code !== STALE_STATEMENT || this.pglite.isInTransaction()) throw error
      await this.forget(text)
      return this.run<R>(text, params)
    }
  }

  /** How many statements are kept (for tests). */
  get size(): number {
    return this.#statements.size
  }

  private async run<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    const messages: BackendMessage[] = []
    const send = async (message: Uint8Array) => (await this.pglite.execProtocol(message, { syncToFs: false })).messages
    try {
      const statement = await this.statement(text, send)
      messages.push(
        ...(await send(protocol.serialize.bind({ statement: statement.name, values: this.values(statement, params) }))),
      )
      messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))))
      messages.push(...(await send(protocol.serialize.execute({}))))
    } finally {
      // After an error the server skips everything up to the sync; the sync ends the query either way.
      await send(protocol.serialize.sync())
    }
    if (!this.pglite.isInTransaction()) await this.pglite.syncToFs()
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>
  }

  private async statement(text: string, send: (message: Uint8Array) => Promise<BackendMessage[]>): Promise<Statement> {
    const kept = this.#statements.get(text)
    if (kept) {
      this.#statements.delete(text)
      this.#statements.set(text, kept)
      return kept
    }
    const name = `vitrine_${this.#next++}`
    await send(protocol.serialize.parse({ name, text }))
    const paramTypes = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })))
    const statement = { name, paramTypes }
    this.#statements.set(text, statement)
    if (this.#statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldest, { name: closed }] = this.#statements.entries().next().value!
      this.#statements.delete(oldest)
      await send(protocol.serialize.close({ type: 'S', name: closed }))
    }
    return statement
  }

  /** As PGlite's `query` sends them: by the parameter's type, else as text. */
  private values(statement: Statement, params: readonly unknown[]): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null
      const serialize = this.pglite.serializers[statement.paramTypes[index]!]
      return serialize ? serialize(param) : String(param)
    })
  }

  private async forget(text: string): Promise<void> {
    const statement = this.#statements.get(text)
    if (!statement) return
    this.#statements.delete(text)
    await this.pglite.exec(`deallocate ${statement.name}`)
  }

  private async forgetAll(): Promise<void> {
    if (this.#statements.size === 0) return
    this.#statements.clear()
    await this.pglite.exec('deallocate all')
  }
}
