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
