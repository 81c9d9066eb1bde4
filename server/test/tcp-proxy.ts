import net from 'node:net'

/**
 * A TCP proxy a test controls, in front of a real service (PostgreSQL,
 * Redis): `freeze()` keeps connections open but passes no bytes (a hung
 * network), `blackhole()` keeps them open and throws away every byte, both
 * ways, of old and new connections (a silent network: no reset ever tells
 * either side), `refuse()` cuts every connection and refuses new ones (the
 * service is gone), `restore()` passes everything again.
 *
 * @example
 * const proxy = await TcpProxy.start({ host: '127.0.0.1', port: 5432 })
 * proxy.freeze() // requests now wait on the database
 */
export class TcpProxy {
  private mode: 'pass' | 'freeze' | 'blackhole' | 'refuse' = 'pass'
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>()

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy!: TcpProxy
    const server = net.createServer((client) => proxy.accept(client, target))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port)
    return proxy
  }

  freeze(): void {
    this.mode = 'freeze'
    for (const { client, upstream } of this.pairs) {
      client.pause()
      upstream.pause()
    }
  }

  blackhole(): void {
    this.mode = 'blackhole'
    for (const { client, upstream } of this.pairs) {
      client.resume()
      upstream.resume()
    }
  }

  refuse(): void {
    this.mode = 'refuse'
    for (const { client, upstream } of this.pairs) {
      client.destroy()
      upstream.destroy()
    }
    this.pairs.clear()
  }

  restore(): void {
    this.mode = 'pass'
    for (const { client, upstream } of this.pairs) {
      client.resume()
      upstream.resume()
    }
  }

  async close(): Promise<void> {
    this.refuse()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private accept(client: net.Socket, target: { host: string; port: number }): void {
    if (this.mode === 'refuse') {
      client.destroy()
      return
    }
    const upstream = net.connect(target.port, target.host)
    const pair = { client, upstream }
    this.pairs.add(pair)
    // Not pipe(): a blackhole reads and drops what a pipe would pass on.
    client.on('data', (chunk: Buffer) => void (this.mode !== 'blackhole' && upstream.write(chunk)))
    upstream.on('data', (chunk: Buffer) => void (this.mode !== 'blackhole' && client.write(chunk)))
    const drop = () => {
      client.destroy()
      upstream.destroy()
      this.pairs.delete(pair)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    if (this.mode === 'freeze') {
      client.pause()
      upstream.pause()
    }
  }
}

/**
 * A proxy in front of the Redis at `redisUrl`, and the URL that reaches Redis through it (for cutting one process's
 * link in a test).
 *
 * @example
 * const { proxy, url } = await startRedisProxy(redisUrl)
 * const app = await buildTestApp(handle, { env: { REDIS_URL: url } })
 * proxy.blackhole()
 */
export async function startRedisProxy(redisUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(redisUrl)
  const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 6379) })
  const proxied = new URL(redisUrl)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  return { proxy, url: proxied.toString() }
}
