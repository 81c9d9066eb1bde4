import { afterAll, beforeAll } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { buildTestApp, DEMO_OWNER_ENV, DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import { PostgresSchema } from '../../test/postgres-schema.js'
import { startRedisProxy, type TcpProxy } from '../../test/tcp-proxy.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from './socket-test-client.js'

/** What a suite of two processes whose link to Redis it cuts works with; `socket` and `alice` are set before tests. */
export interface RedisLink {
  apps: TestApp[]
  /** One proxy each process reaches Redis through, or one both share. */
  proxies: TcpProxy[]
  /** Unhandled rejections and uncaught exceptions while the suite ran: a cut link must cause none. */
  crashes: unknown[]
  /** alice's socket, on process B. */
  socket: TestSocket
  alice: SignedIn
  /** The owner replies to alice through process A. */
  reply(message: string): ReturnType<TestApp['inject']>
  /** Process `index`'s /healthz answer. */
  health(index: number): Promise<{ status: string; redis: string }>
}

/**
 * Two app instances on one PostgreSQL schema, each reaching Redis through a TCP proxy the test can cut (one proxy
 * each with `proxyPerProcess`, else one both share); alice signs in on A and listens on B.
 *
 * @example
 * const link = useRedisLink(databaseUrl!, redisUrl!, true)
 * it('...', async () => { link.proxies[1]!.blackhole(); await link.reply('While B is cut off') })
 */
export function useRedisLink(databaseUrl: string, redisUrl: string, proxyPerProcess: boolean): RedisLink {
  const schema = new PostgresSchema(databaseUrl)
  const handles: DatabaseHandle[] = []
  const apps: TestApp[] = []
  const link = {
    apps,
    proxies: [] as TcpProxy[],
    crashes: [] as unknown[],
    reply: (message: string) =>
      apps[0]!.inject({
        method: 'POST',
        url: OWNER_MESSAGES_PATH,
        headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
        payload: { customerId: link.alice.customerId, message },
      }),
    health: async (index: number) => (await apps[index]!.inject({ url: '/healthz' })).json(),
  } as RedisLink
  const onCrash = (error: unknown) => link.crashes.push(error)

  beforeAll(async () => {
    process.on('unhandledRejection', onCrash)
    process.on('uncaughtException', onCrash)
    await schema.create()
    let proxied: Awaited<ReturnType<typeof startRedisProxy>> | undefined
    for (let index = 0; index < 2; index++) {
      if (!proxied || proxyPerProcess) {
        proxied = await startRedisProxy(redisUrl)
        link.proxies.push(proxied.proxy)
      }
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      apps.push(await buildTestApp(handle, { env: { ...DEMO_OWNER_ENV, REDIS_URL: proxied.url } }))
    }
    link.alice = await signIn(apps[0]!, 1)
    link.socket = await connectSocket(await listenLocally(apps[1]!), { token: link.alice.token, subdomain: 'demo' })
  })
  afterAll(async () => {
    process.off('unhandledRejection', onCrash)
    process.off('uncaughtException', onCrash)
    link.socket?.socket.close()
    for (const proxy of link.proxies) proxy.restore()
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    for (const proxy of link.proxies) await proxy.close()
    await schema.drop()
  })
  return link
}
