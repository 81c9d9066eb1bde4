// A bare Fastify process serving fixed answers from memory: the static baseline of page-call.bench.ts.
// argv[2]: port; argv[3]: a JSON file of { path: { status, headers, body (base64) } }.
import fs from 'node:fs'
import Fastify from 'fastify'

const [port, specFile] = process.argv.slice(2)
const routes = JSON.parse(fs.readFileSync(specFile, 'utf8'))
const app = Fastify()
for (const [url, answer] of Object.entries(routes)) {
  const body = Buffer.from(answer.body, 'base64')
  app.get(url, (_request, reply) => {
    reply.headers(answer.headers).status(answer.status).send(body)
  })
}
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.on('SIGTERM', () => process.exit(0))
process.stdout.write('ready\n')
