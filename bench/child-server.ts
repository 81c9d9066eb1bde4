import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { cpuMsOf, memoryOf, stopChild, type Memory } from '../scripts/process-probes.js'
import { TEST_NUMBERS_ENV } from '../server/modules/auth/test-helpers.js'

export type { Memory }

const ROOT = path.resolve(import.meta.dirname, '..')

/** Ports of the servers the bench starts: `BENCH_PORT` (default 4400) and up. */
export const benchPort = (offset: number) => Number(process.env.BENCH_PORT ?? 4400) + offset

/** The built server (`node dist/server/main.js`) in its own process, as `npm start` runs it. */
export interface ChildServer {
  pid: number
  port: number
  /** `http://127.0.0.1:<port>` */
  base: string
  /** From spawning the process to the first 200 of `/healthz`. */
  startToHealthyMs: number
  memory(): Memory
  /** CPU time the process has used so far, in ms (user + system). */
  cpuMs(): number
  stop(): Promise<void>
}

/**
 * Starts the production server with `env` on `port` (plus the bench's test
 * numbers and `LOG_LEVEL=warn`) and waits until `/healthz` answers 200. A
 * benchmark whose load would pass a limit raises it in `env`
 * (`UNREACHED_LIMIT`, bench/smoke.ts).
 */
export async function startChildServer(env: Record<string, string>, port: number): Promise<ChildServer> {
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...TEST_NUMBERS_ENV,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const base = `http://127.0.0.1:${port}`
  await waitHealthy(child, base, () => stderr)
  const startToHealthyMs = performance.now() - started
  const pid = child.pid!
  return {
    pid,
    port,
    base,
    startToHealthyMs,
    memory: () => memoryOf(pid),
    cpuMs: () => cpuMsOf(pid),
    stop: () => stopChild(child),
  }
}

/**
 * The longest a start may take before the bench gives up (a server that exits is reported at once): a 4 s start took
 * over a minute on a 2-core machine that other work kept 15 times over busy.
 */
const HEALTHY_WITHIN_MS = 180_000

async function waitHealthy(child: ChildProcess, base: string, stderr: () => string): Promise<void> {
  const deadline = performance.now() + HEALTHY_WITHIN_MS
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr()}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not answer /healthz within ${HEALTHY_WITHIN_MS / 1000} s: ${stderr()}`)
}
