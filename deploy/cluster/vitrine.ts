import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { cpuMsOf, memoryOf, stopChild } from '../../scripts/process-probes.js'
import type { UnitService } from './systemd-unit.js'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** One Vitrine process of the cluster, started as its systemd unit would start it. */
export interface VitrineProcess {
  port: number
  pid(): number
  rssMb(): number
  cpuMs(): number
  /** Exits the process has made by itself once serving (a crash), not counting the ones `restart`/`stop` asked for. */
  unexpectedExits(): number
  /** Starts that failed before the process was healthy and were tried again, as the unit's `Restart=on-failure`. */
  failedStarts(): number
  /** SIGTERM, then starts it again; answers how long the stop took and its exit code. */
  restart(): Promise<{ stopMs: number; exitCode: number | null }>
  stop(): Promise<void>
}

/** Starts `node <unit.script>` with the unit's environment for instance `port`, `env` over it; waits for /healthz. */
export async function startVitrine(
  unit: UnitService,
  port: number,
  env: Record<string, string>,
): Promise<VitrineProcess> {
  let unexpected = 0
  let failedStarts = 0
  // A start that fails (the database too slow to answer on a busy machine) is tried again, as systemd would.
  const launch = async (): Promise<ChildProcess & { stopping?: boolean }> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await launchOnce()
      } catch (error) {
        if (attempt >= 5) throw error
        failedStarts++
        await new Promise((resolve) => setTimeout(resolve, unit.restartMs))
      }
    }
  }
  const launchOnce = async () => {
    const child = spawn(process.execPath, [path.join(ROOT, unit.script)], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...unit.environment(String(port)), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    let healthy = false
    child.once('exit', (code) => {
      if (healthy && !(child as ChildProcess & { stopping?: boolean }).stopping) {
        unexpected++
        process.stderr.write(`vitrine on ${port} exited by itself (${code}): ${stderr}\n`)
      }
    })
    await waitHealthy(child, port, () => stderr)
    healthy = true
    return child as ChildProcess & { stopping?: boolean }
  }
  let child = await launch()
  const stop = async () => {
    child.stopping = true
    const started = performance.now()
    await stopChild(child)
    return { stopMs: performance.now() - started, exitCode: child.exitCode }
  }
  return {
    port,
    pid: () => child.pid!,
    rssMb: () => memoryOf(child.pid!).rssMb,
    cpuMs: () => cpuMsOf(child.pid!),
    unexpectedExits: () => unexpected,
    failedStarts: () => failedStarts,
    restart: async () => {
      const stopped = await stop()
      child = await launch()
      return stopped
    },
    stop: async () => void (await stop()),
  }
}

async function waitHealthy(child: ChildProcess, port: number, stderr: () => string): Promise<void> {
  const deadline = performance.now() + 60_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vitrine on ${port} exited with ${child.exitCode}: ${stderr()}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`vitrine on ${port} did not answer /healthz within 60 s: ${stderr()}`)
}
