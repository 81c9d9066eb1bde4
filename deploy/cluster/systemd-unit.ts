import fs from 'node:fs'

/** What the cluster takes from the systemd unit: the command, its environment and how long a stop may take. */
export interface UnitService {
  /** `ExecStart`'s program arguments after the interpreter (`dist/server/main.js`). */
  script: string
  /** `Environment=` lines, `%i` replaced by the instance (the port). */
  environment(instance: string): Record<string, string>
  /** `TimeoutStopSec`, in ms. */
  stopTimeoutMs: number
  /** `RestartSec`, in ms: the pause before a failed process is started again. */
  restartMs: number
}

/**
 * Reads `deploy/systemd/vitrine@.service` as systemd would for the parts the local cluster uses, so the processes
 * the cluster starts are the unit's (same command, same settings) and a change to the unit is exercised by the
 * cluster's test.
 *
 * @example
 * const unit = readUnit('deploy/systemd/vitrine@.service')
 * spawn('node', [unit.script], { env: { ...unit.environment('8081'), DATABASE_URL } })
 */
export function readUnit(file: string): UnitService {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const values = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1))
  const exec = values('ExecStart')[0]?.split(/\s+/) ?? []
  if (exec.length < 2 || !exec[0]!.endsWith('/node')) throw new Error(`${file}: ExecStart is not "<node> <script>"`)
  const stopSeconds = Number(values('TimeoutStopSec')[0])
  if (!Number.isFinite(stopSeconds)) throw new Error(`${file}: TimeoutStopSec is not a number of seconds`)
  return {
    script: exec[1]!,
    stopTimeoutMs: stopSeconds * 1000,
    restartMs: Number(values('RestartSec')[0] ?? 1) * 1000,
    environment: (instance) =>
      Object.fromEntries(
        values('Environment').map((pair) => {
          const at = pair.indexOf('=')
          return [pair.slice(0, at), pair.slice(at + 1).replaceAll('%i', instance)]
        }),
      ),
  }
}
