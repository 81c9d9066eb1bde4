/** A setting has a bad value: the server prints the message (one line naming the setting) and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The environment the settings are read from. */
export type Env = Record<string, string | undefined>

/** A setting's trimmed value; unset and blank are both `undefined`. */
export function readOptional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === '' ? undefined : value
}

/** `true`/`1` or `false`/`0` (any case); unset is `fallback`. */
export function readBoolean(env: Env, name: string, fallback = false): boolean {
  const raw = readOptional(env, name)?.toLowerCase()
  if (raw === undefined) return fallback
  if (raw === 'false' || raw === '0') return false
  if (raw === 'true' || raw === '1') return true
  throw new ConfigError(`${name} must be true or false (got "${raw}")`)
}

/** A whole number of at least 1, up to a million (a limit, a size in MB). */
export function readCount(env: Env, name: string, fallback: number): number {
  const raw = readOptional(env, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < 1 || value > 1_000_000)
    throw new ConfigError(`${name} must be a whole number from 1 to 1000000 (got "${raw}")`)
  return value
}
