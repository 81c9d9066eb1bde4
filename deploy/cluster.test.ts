import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runLoadBench } from '../bench/load/run.js'

const url = process.env.TEST_DATABASE_URL
const ROOT = path.resolve(import.meta.dirname, '..')
const installed = (binary: string) =>
  ['/usr/sbin', '/usr/bin', ...(process.env.PATH ?? '').split(':')].some((dir) => fs.existsSync(`${dir}/${binary}`))

/**
 * The load benchmark at CI size on the real deployment: nginx with the shipped configuration in front of two
 * processes started from the systemd unit, PostgreSQL and a redis-server of its own. 300 customers with a socket
 * each, 10 s of conversations, then 10 s more while one process restarts (its customers reconnect through nginx to
 * the other and catch up). Fails on any message acknowledged or stored and not delivered, any acknowledged message
 * not stored, any process exiting by itself, or a stop slower than the unit allows. nginx-light and redis-server are
 * Debian packages (.ci/run installs them).
 */
describe.skipIf(!url || !installed('nginx') || !installed('redis-server'))('the cluster under load', () => {
  it('loses nothing while a process restarts', async () => {
    // The server bundle of these sources (esbuild, a few seconds); the rest of dist/ is not used by this load.
    execSync('npm run build:server', { cwd: ROOT, stdio: 'ignore' })
    const lines: string[] = []
    const result = await runLoadBench({
      databaseUrl: url!,
      port: Number(process.env.CLUSTER_TEST_PORT ?? 4340),
      customers: 300,
      seconds: 10,
      perSecond: 20,
      fairness: false,
      faults: ['restart'],
      log: (line) => lines.push(line),
    })
    const context = JSON.stringify({ ...result, lost: result.lost.slice(0, 5), lines }, null, 1)
    expect(result.counts.acked, context).toBeGreaterThan(300)
    expect(result.lost, context).toEqual([])
    expect(result.unstored, context).toEqual([])
    expect(result.unexpectedExits, context).toBe(0)
    expect(result.customerErrors, context).toBe(0)
    expect(result.reconnects, context).toBeGreaterThan(0)
    expect(result.faults[0]!.detail, context).toMatch(/exit 0/)
  }, 150_000)
})
