import { ConfigError, readBoolean, readOptional, type Env } from './config-error.js'

/**
 * What the embedded database (PGlite) and the page cache may use. The
 * defaults keep the whole server under 200 MB resident when idle on a small
 * virtual server (docs/operations.md "Memory"); PostgreSQL (`DATABASE_URL`)
 * ignores the `pglite` part.
 */
export interface MemoryConfig {
  pglite: {
    /** PostgreSQL `shared_buffers`: the page cache inside the database, in kB. */
    sharedBuffersKb: number
    /** PostgreSQL `work_mem`: per sort or hash before it spills to disk, in kB. */
    workMemKb: number
    /** PostgreSQL `wal_buffers`: WAL not yet written at commit, in kB. */
    walBuffersKb: number
    /**
     * Let V8 re-compile the database's hot WebAssembly with its optimising compiler (about 75 MB more resident, a few
     * per cent faster).
     */
    wasmTierUp: boolean
  }
  /** Rendered pages and page-call answers kept per host, in bytes (least recently used go first). */
  pageCacheBytes: number
}

export const DEFAULT_MEMORY: MemoryConfig = {
  pglite: { sharedBuffersKb: 16 * 1024, workMemKb: 2 * 1024, walBuffersKb: 1024, wasmTierUp: false },
  pageCacheBytes: 16 * 1024 * 1024,
}

const UNITS_KB: Record<string, number> = { kb: 1, mb: 1024, gb: 1024 * 1024 }
const GB_IN_KB = 1024 * 1024

/**
 * Reads `PGLITE_SHARED_BUFFERS`, `PGLITE_WORK_MEM`, `PGLITE_WAL_BUFFERS`
 * (PostgreSQL sizes: `16MB`, `512kB`, `1GB`), `PGLITE_WASM_TIER_UP` and
 * `PAGE_CACHE_MB`; throws a `ConfigError` naming the setting on a bad value.
 *
 * @example
 * readMemoryConfig({ PGLITE_SHARED_BUFFERS: '32MB' }).pglite.sharedBuffersKb // 32768
 */
export function readMemoryConfig(env: Env): MemoryConfig {
  const defaults = DEFAULT_MEMORY.pglite
  return {
    pglite: {
      // The lower bounds are PostgreSQL's; the upper one keeps a value inside PGlite's 2 GB WebAssembly memory.
      sharedBuffersKb: readSize(env, 'PGLITE_SHARED_BUFFERS', defaults.sharedBuffersKb, 128),
      workMemKb: readSize(env, 'PGLITE_WORK_MEM', defaults.workMemKb, 64),
      walBuffersKb: readSize(env, 'PGLITE_WAL_BUFFERS', defaults.walBuffersKb, 32),
      wasmTierUp: readBoolean(env, 'PGLITE_WASM_TIER_UP', defaults.wasmTierUp),
    },
    pageCacheBytes: readMegabytes(env, 'PAGE_CACHE_MB', DEFAULT_MEMORY.pageCacheBytes),
  }
}

function readSize(env: Env, name: string, fallback: number, minKb: number): number {
  const raw = readOptional(env, name)
  if (raw === undefined) return fallback
  const match = /^(\d+)\s*(kB|MB|GB)$/i.exec(raw)
  const kb = match ? Number(match[1]) * UNITS_KB[match[2]!.toLowerCase()]! : NaN
  if (!(kb >= minKb && kb <= GB_IN_KB)) {
    throw new ConfigError(`${name} must be a size from ${minKb}kB to 1GB, like 16MB or 512kB (got "${raw}")`)
  }
  return kb
}

function readMegabytes(env: Env, name: string, fallbackBytes: number): number {
  const raw = readOptional(env, name)
  if (raw === undefined) return fallbackBytes
  const megabytes = Number(raw)
  if (!/^\d+$/.test(raw) || megabytes < 1 || megabytes > 1024) {
    throw new ConfigError(`${name} must be a whole number of megabytes from 1 to 1024 (got "${raw}")`)
  }
  return megabytes * 1024 * 1024
}
