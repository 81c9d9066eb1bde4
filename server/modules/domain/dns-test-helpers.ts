import dns2 from 'dns2'
import { afterAll, beforeAll } from 'vitest'
import { SystemCnameResolver } from './cname-resolver.js'

/**
 * A real DNS server on 127.0.0.1 (UDP, a free port) that answers the CNAME
 * records a test sets (`cnames.set('shop.example.com', 'vitrine.example')`),
 * SERVFAIL for the names in `failing` (a resolver that cannot answer), and
 * NXDOMAIN for every other name; `resolver` asks it through node's
 * resolver, as production asks the system's.
 */
export async function startTestDnsServer() {
  const cnames = new Map<string, string>()
  const failing = new Set<string>()
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request)
      const [question] = request.questions
      const name = question?.name.toLowerCase() ?? ''
      const target = cnames.get(name)
      if (failing.has(name)) {
        response.header.rcode = 2 // SERVFAIL
      } else if (question && target) {
        response.answers.push({
          name: question.name,
          type: dns2.Packet.TYPE.CNAME,
          class: dns2.Packet.CLASS.IN,
          ttl: 60,
          domain: target,
        } as dns2.Packet.Resource)
      } else {
        response.header.rcode = 3 // NXDOMAIN
      }
      send(response)
    },
  })
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } })
  const port = addresses.udp!.port
  return {
    cnames,
    failing,
    resolver: new SystemCnameResolver([`127.0.0.1:${port}`]),
    close: () => server.close(),
  }
}

export type TestDns = Awaited<ReturnType<typeof startTestDnsServer>>

/**
 * A test DNS server for the enclosing `describe`, started in `beforeAll` and closed in `afterAll`; `app` is the app
 * options' part that hands its resolver over (call before `useTestApp`, so the server is up when the app is built).
 *
 * @example
 * const testDns = useTestDns()
 * const ctx = useTestApp(kind, { env, app: testDns.app })
 * testDns.dns.cnames.set('shop.example.com', 'vitrine.test')
 */
export function useTestDns(): { dns: TestDns; app: { cnameResolver?: TestDns['resolver'] } } {
  const context = { app: {} } as { dns: TestDns; app: { cnameResolver?: TestDns['resolver'] } }
  beforeAll(async () => {
    context.dns = await startTestDnsServer()
    context.app.cnameResolver = context.dns.resolver
  })
  afterAll(() => context.dns?.close())
  return context
}
