import { describe, expect, it } from 'vitest'
import { SOCKET_EVENTS } from '../../../contract/chat.js'
import { REDIS_PING } from './redis-adapter.js'
import { settle } from './socket-test-client.js'
import { useRedisLink } from './redis-link-test-helpers.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const ready = Boolean(databaseUrl && redisUrl)

/** Long enough for a process's own ping (no /healthz asked) to go unanswered. */
const PAST_A_PING = REDIS_PING.intervalMs + REDIS_PING.timeoutMs + 500
/** A restored link is used by the next ping at the latest, and a dropped connection is replaced by the one after. */
const RECOVERY_MS = 2 * (REDIS_PING.intervalMs + REDIS_PING.timeoutMs) + 5000

/**
 * Redis cut off without a reset: every byte between a process and Redis
 * is thrown away, so neither client ever sees an error. Each process has
 * its own proxy, so one can be cut off while the other is not. A process
 * must notice by its own pings (/healthz says degraded), and when the link
 * returns, the sockets that may have missed a push must be told to resync.
 */
describe.skipIf(!ready)('realtime when Redis goes silent and comes back', () => {
  const link = useRedisLink(databaseUrl!, redisUrl!, true)
  const { crashes, health, proxies, reply } = link
  const nextResync = () =>
    new Promise<void>((resolve) => link.socket.socket.once(SOCKET_EVENTS.resync, () => resolve()))

  it('carries a push from process A to a socket on process B while Redis answers', async () => {
    expect((await reply('Before the silence')).statusCode).toBe(200)
    await link.socket.next((message) => message.message === 'Before the silence')
    expect(await health(0)).toMatchObject({ status: 'ok', redis: 'ok' })
    expect(await health(1)).toMatchObject({ status: 'ok', redis: 'ok' })
  })

  it('a process cut off silently says degraded, and its sockets resync when the link returns', async () => {
    proxies[1]!.blackhole()
    expect((await reply('While B is cut off')).statusCode).toBe(200)
    // Nobody asks B's /healthz meanwhile: its own pings must find out.
    await new Promise((resolve) => setTimeout(resolve, PAST_A_PING))
    expect(await health(1)).toMatchObject({ status: 'ok', redis: 'degraded' })
    expect(await health(0)).toMatchObject({ status: 'ok', redis: 'ok' })
    // The push was thrown away on its way to B: only a resync brings it to the widget.
    expect(link.socket.received.map((message) => message.message)).not.toContain('While B is cut off')

    const resynced = nextResync()
    proxies[1]!.restore()
    await resynced
    await expect.poll(() => health(1), { timeout: RECOVERY_MS }).toMatchObject({ redis: 'ok' })
    expect((await reply('After B is back')).statusCode).toBe(200)
    await link.socket.next((message) => message.message === 'After B is back')
    expect(crashes).toEqual([])
  }, 60_000)

  it("a process whose pushes were lost makes the other processes' sockets resync when its link returns", async () => {
    proxies[0]!.blackhole()
    expect((await reply('While A is cut off')).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, PAST_A_PING))
    expect(await health(0)).toMatchObject({ status: 'ok', redis: 'degraded' })
    await settle()
    expect(link.socket.received.map((message) => message.message)).not.toContain('While A is cut off')

    const resynced = nextResync()
    proxies[0]!.restore()
    await resynced
    await expect.poll(() => health(0), { timeout: RECOVERY_MS }).toMatchObject({ redis: 'ok' })
    expect((await reply('After A is back')).statusCode).toBe(200)
    await link.socket.next((message) => message.message === 'After A is back')
    expect(crashes).toEqual([])
  }, 60_000)
})
