import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EmbedSettingsResponse, OWNER_EMBED_PATH } from '../contract/embed.js'
import type { DatabaseHandle } from './db/database.js'
import { json } from './db/schema-columns.js'
import { SEALED_CONTEXT } from './lib/sealed-contexts.js'
import { SecretBox } from './lib/secret-box.js'
import { openStoredRazorpay } from './providers/payment/credentials.js'
import { buildTestApp } from './test/app.js'
import { testDatabases } from './test/databases.js'

const OLD_KEY = '1'.repeat(64)
const NEW_KEY = '2'.repeat(64)
const OWNER_KEY = 'demo-owner-key-secrets-0123456789'
const DEMO = { host: 'demo.localhost', authorization: `Bearer ${OWNER_KEY}` }
const env = (keys: Record<string, string>) => ({ OWNER_KEYS: `demo:${OWNER_KEY}`, ...keys })

/**
 * Processes on one database, started one after another with different keys, as an operator would: the one with
 * another key stops with a clear line, and a rotation re-seals every secret for the new key.
 */
describe.each(testDatabases)('SECRETS_KEY against what the database keeps sealed, on $name', (kind) => {
  let database: DatabaseHandle
  let identifySecret: string
  const demoSite = () =>
    database.db.selectFrom('sites').selectAll().where('subdomain', '=', 'demo').executeTakeFirstOrThrow()
  const start = (keys: Record<string, string>) => buildTestApp(database, { env: env(keys) })
  const embedSecret = async (keys: Record<string, string>) => {
    const app = await start(keys)
    try {
      return EmbedSettingsResponse.encode((await app.inject({ url: OWNER_EMBED_PATH, headers: DEMO })).json()).secret
    } finally {
      await app.close()
    }
  }

  beforeAll(async () => {
    database = await kind.open()
    // The first process seals the identify secret (its first read) and an owner's Razorpay secrets.
    identifySecret = await embedSecret({ SECRETS_KEY: OLD_KEY })
    const site = await demoSite()
    const old = new SecretBox(Buffer.from(OLD_KEY, 'hex'))
    const razorpay = {
      keyId: 'rzp_test_secrets',
      keySecret: old.seal('key-secret-1234', SEALED_CONTEXT.razorpay(site.id, 'keySecret')),
      webhookSecret: old.seal('webhook-secret-5678', SEALED_CONTEXT.razorpay(site.id, 'webhookSecret')),
    }
    await database.db
      .updateTable('sites')
      .set({ paymentSettings: json({ ...(site.paymentSettings as object), razorpay }) })
      .where('id', '=', site.id)
      .execute()
  })
  afterAll(() => database?.close())

  it('stops a process started with another key, naming what it cannot open and how to rotate', async () => {
    const started = start({ SECRETS_KEY: NEW_KEY })
    await expect(started).rejects.toThrow(/^SECRETS_KEY cannot open 3 of the 3 secrets sealed in the database/)
    await expect(started).rejects.toThrow(/site demo: Razorpay key secret/)
    await expect(started).rejects.toThrow(/SECRETS_KEY_PREVIOUS to the old one/)
    // Nothing was re-sealed: the old key still opens everything.
    expect(await embedSecret({ SECRETS_KEY: OLD_KEY })).toBe(identifySecret)
  })

  it('stops a process whose previous key opens nothing either, or with no key of its own', async () => {
    const wrongPrevious = start({ SECRETS_KEY: NEW_KEY, SECRETS_KEY_PREVIOUS: '3'.repeat(64) })
    await expect(wrongPrevious).rejects.toThrow(/^SECRETS_KEY nor SECRETS_KEY_PREVIOUS opens 3 of the 3/)
    // Without SECRETS_KEY the key generated into the data directory is another key.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-secrets-'))
    await expect(start({ DATA_DIR: dataDir })).rejects.toThrow(/^SECRETS_KEY cannot open 3 of the 3/)
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('rotates with SECRETS_KEY_PREVIOUS: everything re-sealed for the new key, which then starts alone', async () => {
    expect(await embedSecret({ SECRETS_KEY: NEW_KEY, SECRETS_KEY_PREVIOUS: OLD_KEY })).toBe(identifySecret)
    expect(await embedSecret({ SECRETS_KEY: NEW_KEY })).toBe(identifySecret)
    const fresh = new SecretBox(Buffer.from(NEW_KEY, 'hex'))
    expect(openStoredRazorpay(fresh, await demoSite())).toEqual({
      keyId: 'rzp_test_secrets',
      keySecret: 'key-secret-1234',
      webhookSecret: 'webhook-secret-5678',
    })
    await expect(start({ SECRETS_KEY: OLD_KEY })).rejects.toThrow(/SECRETS_KEY cannot open 3 of the 3/)
  })
})
