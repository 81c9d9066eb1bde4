import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { closeCustomers, runChatMix, signInCustomers } from './chat-mix.js'
import { benchPort, startChildServer, type ChildServer, type Memory } from './child-server.js'
import { budgetLine } from './harness.js'
import { sized, UNREACHED_LIMIT } from './smoke.js'

/** The embedded default must fit a small server. */
export const MEMORY_BUDGET_MB = { idle: 200, peak: 300 }
/** Start to healthy (a first start used to take 8-10 s and a warm one about 3 s). */
export const START_BUDGET_MS = { first: 4000, warm: 2000 }
const MIX_SECONDS = sized(60, 2)
const SEGMENTS = sized(6, 2)
const CUSTOMERS = sized(8, 2)
/**
 * The mix sends hundreds of messages a second from one site (its 8 customers each far past their own limit) and
 * renders the home page: the counters still run on every send and render, they just never refuse.
 */
export const MIX_LIMITS = {
  MESSAGE_RATE_LIMIT: UNREACHED_LIMIT,
  SITE_MESSAGE_RATE_LIMIT: UNREACHED_LIMIT,
  SITE_RENDER_RATE_LIMIT: UNREACHED_LIMIT,
}

interface Kind {
  name: 'PGlite' | 'PostgreSQL'
  env: Record<string, string>
  portOffset: number
  cleanup(): Promise<void>
}

interface Figures {
  firstStartMs: number
  firstStartPeakMb: number
  warmStartMs: number
  idle: Memory
  mix: { requests: number; seconds: number; errors: number; errorKinds: Record<string, number> }
  afterMix: Memory
}

/**
 * Start-up and memory of the built server in its own process, on PGlite and
 * (when `BENCH_DATABASE_URL` or `TEST_DATABASE_URL` names one) PostgreSQL:
 * a first start on a new database, a warm start on it, idle RSS after the
 * warm start, then the chat + page mix for 60 s per database, run in
 * alternating 10 s segments so both see the same machine load, and RSS
 * after it with the peak (VmHWM) the process reached.
 */
export async function serverMemoryBench(): Promise<void> {
  const kinds = [pgliteKind(), ...(await postgresKind())]
  const figures = new Map<Kind, Figures>()
  const running = new Map<Kind, ChildServer>()
  try {
    for (const kind of kinds) {
      const first = await startChildServer(kind.env, benchPort(kind.portOffset))
      await settle()
      const firstStartPeakMb = first.memory().peakMb
      await first.stop()
      const warm = await startChildServer(kind.env, benchPort(kind.portOffset))
      running.set(kind, warm)
      figures.set(kind, {
        firstStartMs: first.startToHealthyMs,
        firstStartPeakMb,
        warmStartMs: warm.startToHealthyMs,
      } as Figures)
    }
    await settle()
    for (const [kind, server] of running) figures.get(kind)!.idle = server.memory()
    const customers = new Map<Kind, Awaited<ReturnType<typeof signInCustomers>>>()
    for (const [kind, server] of running) customers.set(kind, await signInCustomers(server.base, CUSTOMERS))
    for (const kind of kinds) figures.get(kind)!.mix = { requests: 0, seconds: 0, errors: 0, errorKinds: {} }
    for (let segment = 0; segment < SEGMENTS; segment++) {
      for (const [kind, server] of running) {
        const result = await runChatMix(server.base, customers.get(kind)!, MIX_SECONDS / SEGMENTS)
        const mix = figures.get(kind)!.mix
        mix.requests += result.requests
        mix.seconds += MIX_SECONDS / SEGMENTS
        mix.errors += result.errors
        for (const [kind, count] of Object.entries(result.errorKinds))
          mix.errorKinds[kind] = (mix.errorKinds[kind] ?? 0) + count
      }
    }
    for (const [kind, server] of running) figures.get(kind)!.afterMix = server.memory()
    for (const list of customers.values()) closeCustomers(list)
  } finally {
    for (const server of running.values()) await server.stop()
    for (const kind of kinds) await kind.cleanup()
  }
  report(figures)
}

function report(figures: Map<Kind, Figures>): void {
  const failed: string[] = []
  for (const [kind, f] of figures) {
    const budgets = kind.name === 'PGlite'
    console.log(
      `start-up to healthy on ${kind.name}: ` +
        `first start (new database: ${kind.name === 'PGlite' ? 'unpack, ' : ''}migrate, seed) ` +
        `${budgetLine(f.firstStartMs, START_BUDGET_MS.first, 'ms')}; ` +
        `warm start ${budgetLine(f.warmStartMs, START_BUDGET_MS.warm, 'ms')}`,
    )
    const idle = budgets ? budgetLine(f.idle.rssMb, MEMORY_BUDGET_MB.idle, 'MB') : `${f.idle.rssMb.toFixed(0)} MB`
    const peak = budgets
      ? budgetLine(f.afterMix.peakMb, MEMORY_BUDGET_MB.peak, 'MB')
      : `${f.afterMix.peakMb.toFixed(0)} MB`
    console.log(
      `memory on ${kind.name}: idle after a warm start ${idle}; ` +
        `after the ${MIX_SECONDS} s chat + page mix ${f.afterMix.rssMb.toFixed(0)} MB, peak ${peak}; ` +
        `first start peak ${f.firstStartPeakMb.toFixed(0)} MB`,
    )
    if (f.mix.errors > 0)
      failed.push(
        `the chat + page mix on ${kind.name} had ${f.mix.errors} errors (${JSON.stringify(f.mix.errorKinds)})`,
      )
  }
  const [embedded, postgres] = [...figures.values()]
  const rate = (f: Figures) => f.mix.requests / f.mix.seconds
  if (!postgres) console.log('chat + page mix PGlite/PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)')
  else {
    console.log(
      `chat + page mix throughput: PGlite ${rate(embedded!).toFixed(0)} req/s ` +
        `vs PostgreSQL ${rate(postgres).toFixed(0)} req/s = ` +
        `${((rate(embedded!) / rate(postgres)) * 100).toFixed(1)}% ` +
        `(informational; docs/operations.md "When to move to PostgreSQL")`,
    )
  }
  if (failed.length > 0) throw new Error(failed.join('; '))
}

/** Let a just-started server finish what it does after answering (JIT, GC) before reading its memory. */
const settle = () => new Promise((resolve) => setTimeout(resolve, sized(3000, 300)))

function pgliteKind(): Kind {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-pglite-'))
  return {
    name: 'PGlite',
    env: { ...MIX_LIMITS, DATA_DIR: dataDir },
    portOffset: 1,
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

/** A fresh schema on the bench's PostgreSQL, dropped afterwards. */
async function postgresKind(): Promise<Kind[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) return []
  const schema = `bench_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`create schema ${schema}`)
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-pg-'))
  return [
    {
      name: 'PostgreSQL',
      env: { ...MIX_LIMITS, DATABASE_URL: scoped.toString(), DATA_DIR: dataDir },
      portOffset: 2,
      cleanup: async () => {
        await admin(`drop schema if exists ${schema} cascade`)
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    },
  ]
}
