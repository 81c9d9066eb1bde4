import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { OWNER_LOGOUT_PATH, OWNER_SESSION_COOKIE } from '../../../contract/owner-auth.js'
import type { RequestCustomer } from '../../identity/customer.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { forgetCodeRequests, signIn, type SignedIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, settle, type TestSocket } from '../realtime/socket-test-client.js'
import { connectOwner, ownerSignIn, type OwnerSignedIn } from './test-helpers.js'
import { addSite } from '../../test/sites.js'
import { ACME_CODE, ACME_OWNER, OWNER_TEST_NUMBERS } from './sign-in-test-helpers.js'

const PROBE_EVENT = 'owner-socket-probe'

describe.each(testDatabases)('owner socket on $name', (kind) => {
  let baseUrl: string
  let demoOwner: OwnerSignedIn
  let acmeOwner: OwnerSignedIn
  let alice: SignedIn
  let demoId: string
  let acmeId: string
  const probes: string[] = []
  const sockets: Socket[] = []
  const owner = async (headers: Record<string, string>) => {
    const connected = await connectOwner(baseUrl, headers)
    sockets.push(connected.socket)
    return connected
  }
  const refusal = (headers: Record<string, string>) =>
    owner(headers).then(
      () => 'connected',
      (error: Error) => error.message,
    )
  const customer = async (auth: Record<string, string>): Promise<TestSocket> => {
    const connected = await connectSocket(baseUrl, auth)
    sockets.push(connected.socket)
    return connected
  }

  const ctx = useTestApp(kind, async (database) => {
    acmeId = await addSite(database.db)
    return {
      env: {
        OTP_TEST_NUMBERS: OWNER_TEST_NUMBERS,
        OWNER_PHONES: `acme:+91${ACME_OWNER.phoneNumber}`,
      },
    }
  })
  beforeAll(async () => {
    demoId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    ctx.app.realtime.onCustomerEvent(PROBE_EVENT, (from: RequestCustomer) => void probes.push(from.id))
    baseUrl = await listenLocally(ctx.app)
    demoOwner = await ownerSignIn(ctx.app)
    acmeOwner = await ownerSignIn(ctx.app, { host: 'acme.localhost', phone: ACME_OWNER, code: ACME_CODE })
    alice = await signIn(ctx.app, 1)
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
  })

  it('refuses an owner handshake without a live session cookie of the host, or from another origin', async () => {
    expect(await refusal({ host: 'demo.localhost', origin: 'http://demo.localhost' })).toBe('NO_TOKEN')
    expect(
      await refusal({
        host: 'demo.localhost',
        origin: 'http://demo.localhost',
        cookie: `${OWNER_SESSION_COOKIE}=forged`,
      }),
    ).toBe('TOKEN_INVALID')
    expect(await refusal({ ...acmeOwner.headers, host: 'demo.localhost', origin: 'http://demo.localhost' })).toBe(
      'TOKEN_INVALID',
    )
    expect(await refusal({ ...demoOwner.headers, origin: 'http://evil.example' })).toBe('FORBIDDEN')
    expect(await refusal({ host: 'demo.localhost', cookie: demoOwner.headers.cookie })).toBe('FORBIDDEN')
    // A customer's token does not open an owner socket.
    expect(
      await refusal({ host: 'demo.localhost', origin: 'http://demo.localhost', authorization: alice.authorization }),
    ).toBe('NO_TOKEN')
  })

  it("receives its own site's owner events, never another site's; customers' sockets never see them", async () => {
    const demoTab = await owner(demoOwner.headers)
    // A same-origin request without Origin (socket.io's first polling request) says so in Sec-Fetch-Site.
    const secondTab = await owner({
      host: 'demo.localhost',
      cookie: demoOwner.headers.cookie,
      'sec-fetch-site': 'same-origin',
    })
    const acmeTab = await owner(acmeOwner.headers)
    const aliceTab = await customer({ token: alice.token, subdomain: 'demo' })
    const aliceEvents: string[] = []
    aliceTab.socket.onAny((event: string) => aliceEvents.push(event))

    ctx.app.realtime.pushToOwners(demoId, 'owner-message', { for: 'demo' })
    ctx.app.realtime.pushToOwners(acmeId, 'owner-message', { for: 'acme' })
    await settle()
    expect(demoTab.events).toEqual([{ event: 'owner-message', payload: { for: 'demo' } }])
    expect(secondTab.events).toEqual([{ event: 'owner-message', payload: { for: 'demo' } }])
    expect(acmeTab.events).toEqual([{ event: 'owner-message', payload: { for: 'acme' } }])
    expect(aliceEvents).toEqual([])
  })

  it("joins no customer's room and triggers no customer event", async () => {
    const tab = await owner(demoOwner.headers)
    const aliceTab = await customer({ token: alice.token, subdomain: 'demo' })
    tab.socket.emit(PROBE_EVENT, {})
    aliceTab.socket.emit(PROBE_EVENT, {})
    await settle()
    expect(probes).toEqual([alice.customerId])
    ctx.app.realtime.pushTyping(alice.customerId, { clientId: demoId, typing: true })
    await settle()
    expect(tab.events).toEqual([])
  })

  it('is disconnected when its session logs out, and cannot come back with that cookie', async () => {
    await forgetCodeRequests(ctx.database.db)
    const leaving = await ownerSignIn(ctx.app)
    const tab = await owner(leaving.headers)
    const staying = await owner(demoOwner.headers)
    const logout = await ctx.app.inject({ method: 'POST', url: OWNER_LOGOUT_PATH, headers: leaving.headers })
    expect(logout.statusCode).toBe(200)
    expect(await Promise.race([tab.disconnected, settle(5000).then(() => 'still connected')])).toBe(
      'io server disconnect',
    )
    expect(staying.socket.connected).toBe(true)
    expect(await refusal(leaving.headers)).toBe('TOKEN_INVALID')
  })
})
