import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stopChild } from '../../scripts/process-probes.js'

const SHIPPED = path.resolve(import.meta.dirname, '..', 'nginx')

/** nginx running the shipped configuration (deploy/nginx) with this cluster's ports. */
export interface Nginx {
  port: number
  stop(): Promise<void>
}

/**
 * Starts nginx with the shipped `nginx.conf` and `vitrine.conf` as they are, in a prefix directory of its own; only
 * the upstreams' lists (the cluster's ports), the listening port and the access log (off: a benchmark would write a
 * line per request) differ. Waits until it answers.
 */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-nginx-'))
  for (const file of ['nginx.conf', 'vitrine.conf']) fs.copyFileSync(path.join(SHIPPED, file), path.join(prefix, file))
  const shippedUpstream = fs.readFileSync(path.join(SHIPPED, 'upstream.conf'), 'utf8')
  // The shipped options of a process's line, and of its backup line (the same processes again, never left out).
  const primary = /^\s*server 127\.0\.0\.1:\d+ ((?:(?!backup)[^;])*);$/m.exec(shippedUpstream)
  const backup = /^\s*server 127\.0\.0\.1:\d+ (backup[^;]*);$/m.exec(shippedUpstream)
  if (!primary) throw new Error('deploy/nginx/upstream.conf lists no "server 127.0.0.1:<port> ...;"')
  const lines = (options: string) =>
    upstreamPorts.map((upstreamPort) => `  server 127.0.0.1:${upstreamPort} ${options};\n`)
  const upstream = shippedUpstream.replace(
    /(^\s*server 127\.0\.0\.1:\d+ .*;\n)+/gm,
    [...lines(primary[1]!), ...(backup ? lines(backup[1]!) : [])].join(''),
  )
  fs.writeFileSync(path.join(prefix, 'upstream.conf'), upstream)
  const site = fs.readFileSync(path.join(prefix, 'vitrine.conf'), 'utf8')
  if (!/listen 80 /.test(site)) throw new Error('deploy/nginx/vitrine.conf does not "listen 80"')
  fs.writeFileSync(path.join(prefix, 'vitrine.conf'), site.replace(/listen 80 /, `listen 127.0.0.1:${port} `))
  const main = fs.readFileSync(path.join(prefix, 'nginx.conf'), 'utf8')
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), main.replace('http {', 'http {\n  access_log off;'))
  for (const temp of ['body', 'proxy']) fs.mkdirSync(path.join(prefix, temp))
  const child = spawn(
    nginxBinary(),
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  await waitListening(child, port, () => stderr)
  return { port, stop: () => stopChild(child).finally(() => fs.rmSync(prefix, { recursive: true, force: true })) }
}

/** nginx from Debian (`apt-get install nginx-light`), in /usr/sbin or on the PATH. */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => `${dir}/nginx`)]) {
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error('nginx is not installed (apt-get install nginx-light)')
}

async function waitListening(child: ChildProcess, port: number, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr()}`)
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  child.kill('SIGKILL')
  throw new Error(`nginx did not listen on ${port} within 10 s: ${stderr()}`)
}
