import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../server/modules/upload/file-type.js'
import { SHUTDOWN } from '../server/shutdown.js'
import { readUnit } from './cluster/systemd-unit.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

const INSTRUCTIONS = new Set([
  ...['FROM', 'RUN', 'CMD', 'LABEL', 'EXPOSE', 'ENV', 'ADD', 'COPY', 'ENTRYPOINT', 'VOLUME', 'USER', 'WORKDIR'],
  ...['ARG', 'ONBUILD', 'STOPSIGNAL', 'HEALTHCHECK', 'SHELL'],
])

/** The Dockerfile's instructions: comments dropped, continued lines joined. */
function instructions(text: string): { keyword: string; args: string }[] {
  const logical = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
  return logical
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/)
      return { keyword, args: rest.join(' ') }
    })
}

/** The Docker files have no daemon here: their syntax and what they promise are checked as text. */
describe('the deploy kit', () => {
  it('Dockerfile: two stages, production dependencies only, an unprivileged user, a health check', () => {
    const all = instructions(read('Dockerfile'))
    for (const { keyword } of all) expect(INSTRUCTIONS, keyword).toContain(keyword)
    const froms = all.flatMap((instruction, index) => (instruction.keyword === 'FROM' ? [index] : []))
    expect(froms).toHaveLength(2)
    expect(all[froms[0]!]!.args).toMatch(/ AS build$/)
    const final = all.slice(froms[1]!)
    expect(final.some((i) => i.keyword === 'RUN' && i.args.includes('npm ci --omit=dev'))).toBe(true)
    expect(final.some((i) => i.keyword === 'COPY' && i.args.startsWith('--from=build '))).toBe(true)
    const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args
    expect(user).toBeDefined()
    expect(['root', '0']).not.toContain(user)
    const health = final.find((i) => i.keyword === 'HEALTHCHECK')!.args
    expect(health).toMatch(/CMD \[.*\/healthz/)
    const cmd = final.find((i) => i.keyword === 'CMD')!.args
    expect(JSON.parse(cmd)).toEqual(['node', 'dist/server/main.js'])
    for (const i of all.filter((i) => ['CMD', 'ENTRYPOINT'].includes(i.keyword) || i.args.startsWith('CMD ['))) {
      const exec = i.keyword === 'HEALTHCHECK' ? i.args.slice(i.args.indexOf('CMD ') + 4) : i.args
      expect(() => JSON.parse(exec), i.args).not.toThrow()
    }
  })

  it('compose.yaml: two Vitrine services on PostgreSQL, Redis and MinIO behind nginx', () => {
    // Written in YAML's flow style (JSON), so it is checked without a YAML library.
    const compose = JSON.parse(read('compose.yaml')) as {
      services: Record<string, { environment?: Record<string, string>; depends_on?: object; volumes?: string[] }>
    }
    const names = Object.keys(compose.services)
    expect(names).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'vitrine-a', 'vitrine-b', 'nginx']))
    for (const service of Object.values(compose.services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(names).toContain(dependency)
    }
    for (const name of ['vitrine-a', 'vitrine-b']) {
      const env = compose.services[name]!.environment!
      expect(env).toMatchObject({ STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000' })
      expect(new URL(env.DATABASE_URL!).hostname).toBe('postgres')
      expect(new URL(env.REDIS_URL!).hostname).toBe('redis')
      expect(env.TRUST_PROXY).toBeTruthy()
    }
    for (const volume of compose.services.nginx!.volumes!) {
      expect(fs.existsSync(path.join(ROOT, volume.split(':')[0]!)), volume).toBe(true)
    }
    expect(read('deploy/nginx/upstream-compose.conf')).toMatch(/server vitrine-a:8080 [^;]*;\s+server vitrine-b:8080 /)
  })

  it('nginx takes the largest upload Vitrine takes; systemd waits longer than a graceful stop lasts', () => {
    const site = read('deploy/nginx/vitrine.conf')
    const bodyMb = Number(/client_max_body_size (\d+)m;/.exec(site)?.[1])
    expect(bodyMb * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES)
    expect(site).toMatch(/gzip off;/)
    const unit = readUnit(path.join(ROOT, 'deploy/systemd/vitrine@.service'))
    expect(unit.stopTimeoutMs).toBeGreaterThan(SHUTDOWN.deadlineMs)
    expect(unit.environment('8081')).toMatchObject({ PORT: '8081', TRUST_PROXY: '127.0.0.1', HOST: '127.0.0.1' })
  })

  it('nginx passes a request to the other process when one stops, never repeats a POST, keeps 503s', () => {
    const site = read('deploy/nginx/vitrine.conf')
    const nextUpstream = [...site.matchAll(/^\s*proxy_next_upstream ([^;]+);/gm)].map((match) => match[1]!.split(/\s+/))
    expect(nextUpstream.length).toBeGreaterThan(0)
    for (const conditions of nextUpstream) {
      expect(conditions).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502']))
      // A 503 is Vitrine's answer while the database is away (every process at once): counted as a failure it would
      // leave both processes out and turn it into nginx's 502. And a POST that was sent is never sent twice.
      expect(conditions).not.toContain('http_503')
      expect(conditions).not.toContain('non_idempotent')
    }
    expect(Number(/proxy_next_upstream_tries (\d+);/.exec(site)?.[1])).toBeGreaterThanOrEqual(2)
    for (const file of ['deploy/nginx/upstream.conf', 'deploy/nginx/upstream-compose.conf']) {
      const servers = [...read(file).matchAll(/^\s*server (\S+) ([^;]*);/gm)]
      const primaries = servers.filter(([, , options]) => !options!.includes('backup'))
      const backups = servers.filter(([, , options]) => options!.includes('backup'))
      expect(primaries.length, file).toBeGreaterThanOrEqual(2)
      // Every process again as a backup never left out: a survivor's own failures never leave nginx with none (502
      // "no live upstreams").
      expect(backups.map(([, address]) => address)).toEqual(primaries.map(([, address]) => address))
      for (const [, , options] of backups) expect(options).toMatch(/max_fails=0/)
      for (const [, , options] of primaries) {
        const maxFails = Number(/max_fails=(\d+)/.exec(options!)?.[1])
        const failTimeoutS = Number(/fail_timeout=(\d+)s/.exec(options!)?.[1])
        // Left out after a few failures, for a few seconds: about as long as a process takes to restart.
        expect(maxFails, file).toBeGreaterThanOrEqual(1)
        expect(maxFails, file).toBeLessThanOrEqual(5)
        expect(failTimeoutS, file).toBeGreaterThanOrEqual(2)
        expect(failTimeoutS * 1000, file).toBeLessThanOrEqual(SHUTDOWN.deadlineMs)
      }
    }
  })

  it('nginx sends requests to the processes in turn and each new socket to the one with the fewest', () => {
    const site = read('deploy/nginx/vitrine.conf')
    const passTo = (location: string) =>
      new RegExp(`location ${location} \\{[^}]*proxy_pass http://(\\w+);`).exec(site)?.[1]
    for (const file of ['deploy/nginx/upstream.conf', 'deploy/nginx/upstream-compose.conf']) {
      const blocks = new Map(
        [...read(file).matchAll(/^upstream (\w+) \{([^}]*)\}/gm)].map(([, name, body]) => [name!, body!]),
      )
      // After a restart the process that came back holds no socket: least_conn for requests sent it every one.
      expect(blocks.get(passTo('/')!), file).not.toMatch(/least_conn|hash|random/)
      expect(blocks.get(passTo('= /healthz')!), file).toBeDefined()
      expect(blocks.get(passTo('/socket.io/')!), file).toMatch(/least_conn;/)
    }
  })
})
