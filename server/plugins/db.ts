import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/database.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance (PGlite or PostgreSQL); owned by whoever built the app. */
    db: Db
  }
}

/** Decorates `app.db`. The database is opened and closed by the caller of `buildApp`. */
export default fp(
  async function db(app: FastifyInstance, options: { db: Db }) {
    app.decorate('db', options.db)
  },
  { name: 'db' },
)
