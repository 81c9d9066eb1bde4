import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../test/databases.js'
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js'
import { DatabaseUnavailableError, migrate, openDatabase, type DatabaseHandle } from './database.js'
import { json } from './schema.js'
import { seedDemo } from './seed/seed.js'
import { DEFAULT_MEMORY } from '../memory-config.js'

const TABLES = [
  'cart_items',
  'catalogue_items',
  'catalogues',
  'categories',
  'contact_submissions',
  'customers',
  'delivery_addresses',
  'dispatch_points',
  'messages',
  'orders',
  'pages',
  'payments',
  'sites',
]

describe.each(testDatabases)('database on $name', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await kind.open()
  })
  afterAll(() => database.close())

  it('creates every table and is idempotent when migrated again', async () => {
    await migrate(database.db)
    // Other suites' schemas may share the PostgreSQL: only this database's own schema counts.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)
    const tables = (await database.db.introspection.getTables()).filter((table) => table.schema === rows[0]!.schema)
    expect(
      tables
        .map((table) => table.name)
        .filter((name) => TABLES.includes(name))
        .sort(),
    ).toEqual(TABLES)
  })

  it('round-trips jsonb, booleans and timestamps the same way', async () => {
    const site = await database.db
      .insertInto('sites')
      .values({
        subdomain: 'roundtrip',
        templateSlug: 'product-v1',
        colorPalette: json({ primary: '#123456' }),
        paymentSettings: json({ manual: [1] }),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    expect(site.colorPalette).toEqual({ primary: '#123456' })
    expect(site.paymentSettings).toEqual({ manual: [1] })
    expect(site.isPremium).toBe(false)
    expect(site.createdAt).toBeInstanceOf(Date)
    const { count } = await database.db
      .selectFrom('sites')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    expect(count).toBeGreaterThanOrEqual(1)
    const result = await database.db.deleteFrom('sites').where('subdomain', '=', 'roundtrip').executeTakeFirst()
    expect(result.numDeletedRows).toBe(1n)
  })

  it('rolls a failed transaction back whole', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sites')
          .values({ subdomain: 'half', templateSlug: 'product-v1', colorPalette: '{}', paymentSettings: '{}' })
          .execute()
        await trx
          .insertInto('sites')
          .values({ subdomain: 'half', templateSlug: 'product-v1', colorPalette: '{}', paymentSettings: '{}' })
          .execute()
      }),
    ).rejects.toThrow()
    expect(await database.db.selectFrom('sites').where('subdomain', '=', 'half').selectAll().execute()).toEqual([])
  })

  it('seeds the demo once and never touches an existing site', async () => {
    expect(await seedDemo(database.db)).toBe(true)
    const site = await database.db
      .selectFrom('sites')
      .selectAll()
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow()
    expect(site.isPremium).toBe(false)
    await database.db.updateTable('sites').set({ logo: '/owner-logo.png' }).where('id', '=', site.id).execute()
    expect(await seedDemo(database.db)).toBe(false)
    const again = await database.db
      .selectFrom('sites')
      .selectAll()
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow()
    expect(again.logo).toBe('/owner-logo.png')
    const pages = await database.db.selectFrom('pages').selectAll().where('siteId', '=', site.id).execute()
    expect(pages).toHaveLength(1)
  })

  it('gives the demo site its owner, and a demo made before owners existed gets one too', async () => {
    const site = await database.db
      .selectFrom('sites')
      .select('id')
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow()
    const owners = () =>
      database.db
        .selectFrom('siteOwners')
        .select(['countryCode', 'phoneNumber', 'name'])
        .where('siteId', '=', site.id)
        .execute()
    expect(await owners()).toEqual([{ countryCode: '+91', phoneNumber: '9999988888', name: 'Demo owner' }])
    await database.db.deleteFrom('siteOwners').where('siteId', '=', site.id).execute()
    expect(await seedDemo(database.db)).toBe(false)
    expect(await owners()).toEqual([{ countryCode: '+91', phoneNumber: '9999988888', name: 'Demo owner' }])
    await database.db.updateTable('siteOwners').set({ name: 'Asha' }).where('siteId', '=', site.id).execute()
    expect(await seedDemo(database.db)).toBe(false)
    expect(await owners()).toEqual([{ countryCode: '+91', phoneNumber: '9999988888', name: 'Asha' }])
  })
})

describe('embedded database files', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-db-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('keeps data across a reopen and locks the directory while open', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir })
    await first.db
      .insertInto('sites')
      .values({ subdomain: 'kept', templateSlug: 'product-v1', colorPalette: '{}', paymentSettings: '{}' })
      .execute()
    await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(DataDirInUseError)
    await first.close()
    const second = await openDatabase({ databaseUrl: null, dataDir })
    const row = await second.db
      .selectFrom('sites')
      .select('subdomain')
      .where('subdomain', '=', 'kept')
      .executeTakeFirst()
    await second.close()
    expect(row).toEqual({ subdomain: 'kept' })
  })

  it('starts PGlite with the memory settings, leaving its postgresql.conf alone', async () => {
    const memory = {
      ...DEFAULT_MEMORY,
      pglite: { ...DEFAULT_MEMORY.pglite, sharedBuffersKb: 8192, workMemKb: 1024, walBuffersKb: 512 },
    }
    const handle = await openDatabase({ databaseUrl: null, dataDir, memory })
    const { rows } = await sql<{
      buffers: string
      work: string
      wal: string
      maintenance: string
      fsync: string
      commit: string
    }>`
      select current_setting('shared_buffers') as buffers, current_setting('work_mem') as work,
        current_setting('wal_buffers') as wal, current_setting('maintenance_work_mem') as maintenance,
        current_setting('fsync') as fsync, current_setting('synchronous_commit') as commit`.execute(handle.db)
    await handle.close()
    // Durability is not traded for memory: fsync stays on (PGlite's default start parameters turn it off), commits are
    // synchronous.
    expect(rows[0]).toEqual({
      buffers: '8MB',
      work: '1MB',
      wal: '512kB',
      maintenance: '16MB',
      fsync: 'on',
      commit: 'on',
    })
    expect(fs.readFileSync(path.join(dataDir, 'pgdata', 'postgresql.conf'), 'utf8')).not.toMatch(
      /^shared_buffers = 8MB/m,
    )
  })

  it('takes over a lock left by a process that is gone', () => {
    fs.writeFileSync(path.join(dataDir, 'vitrine.lock'), '999999999')
    const unlock = lockDataDir(dataDir)
    expect(fs.readFileSync(path.join(dataDir, 'vitrine.lock'), 'utf8')).toBe(String(process.pid))
    unlock()
  })
})

describe('an unreachable PostgreSQL', () => {
  it('fails with one clear error', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none', dataDir: '' })
    await expect(attempt).rejects.toThrow(DatabaseUnavailableError)
    await expect(
      openDatabase({ databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none', dataDir: '' }),
    ).rejects.toThrow(/^cannot connect to DATABASE_URL postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/)
  })
})
