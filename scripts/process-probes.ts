import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'

/**
 * What the benchmarks and the deploy kit's local cluster read of the server processes they start (Linux: from
 * `/proc`), and how they stop them. Below both: neither imports the other.
 */

/** Resident memory of a process, from /proc/<pid>/status: now (VmRSS) and its peak so far (VmHWM), in MB. */
export interface Memory {
  rssMb: number
  peakMb: number
}

/**
 * @example
 * memoryOf(child.pid!) // { rssMb: 182.4, peakMb: 201.3 }
 */
export function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** user + system CPU of a process in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Stops a child process: SIGTERM, and SIGKILL if it has not exited 10 s later; resolves once it exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
