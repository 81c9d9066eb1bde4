import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_LOGOUT_PATH } from '../../../contract/owner-auth.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { listenLocally, settle } from '../realtime/socket-test-client.js'
import { connectOwner, DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSocket } from './test-helpers.js'
import { PostgresSchema } from '../../test/postgres-schema.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const ready = Boolean(databaseUrl && redisUrl)
if (!ready)
  console.log(
    'TEST_DATABASE_URL or TEST_REDIS_URL is not set: ' +
      'the two-process owner socket suite is skipped here (.ci/run sets both)',
  )

/**
 * Two server processes on one PostgreSQL schema and one Redis: an owner
 * signed in through process A, with the inbox socket on process B.
 */
describe.skipIf(!ready)('owner sockets across two processes (PostgreSQL + Redis)', () => {
  const schema = new PostgresSchema(databaseUrl!)
  const handles: DatabaseHandle[] = []
  const apps: TestApp[] = []
  const sockets: OwnerSocket[] = []

  beforeAll(async () => {
    await schema.create()
    for (let index = 0; index < 2; index++) {
      // Opened one after the other: the second finds the migrations done.
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      apps.push(await buildTestApp(handle, { env: { OTP_TEST_NUMBERS: DEMO_OWNER_TEST_NUMBER, REDIS_URL: redisUrl! } }))
    }
  })
  afterAll(async () => {
    for (const { socket } of sockets) socket.close()
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await schema.drop()
  })

  it("pushes owner events from process A to an owner socket on B, and A's logout disconnects it", async () => {
    const [appA, appB] = apps as [TestApp, TestApp]
    const owner = await ownerSignIn(appA)
    const tab = await connectOwner(await listenLocally(appB), owner.headers)
    sockets.push(tab)
    await settle(200)
    const siteId = (await appA.tenancy.siteBySubdomain('demo'))!.id
    appA.realtime.pushToOwners(siteId, 'owner-message', { from: 'A' })
    await settle()
    expect(tab.events).toEqual([{ event: 'owner-message', payload: { from: 'A' } }])

    expect((await appA.inject({ method: 'POST', url: OWNER_LOGOUT_PATH, headers: owner.headers })).statusCode).toBe(200)
    expect(await Promise.race([tab.disconnected, settle(5000).then(() => 'still connected')])).toBe(
      'io server disconnect',
    )
  })
})
