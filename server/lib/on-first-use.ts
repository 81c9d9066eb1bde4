import { createRequire } from 'node:module'

/**
 * A library imported the first time it is needed, once: what a default install seldom or never uses (image
 * resizing, SMTP, web push, Razorpay, QR codes) stays out of the idle process, which must fit its memory budget
 * (bench/server-memory.bench.ts; together these libraries were about 20 MB of an idle server).
 *
 * @example
 * const loadSharp = onFirstUse(async () => (await import('sharp')).default)
 * const image = (await loadSharp())(bytes)
 */
export function onFirstUse<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined
  return () => {
    loading ??= load()
    // A failed import is tried again next time (a missing optional package reports itself on each use).
    loading.catch(() => (loading = undefined))
    return loading
  }
}

const require = createRequire(import.meta.url)

/**
 * `onFirstUse` for a library a synchronous function needs: its CommonJS build, `require`d the first time it is
 * called. The type comes from the caller: `requiredOnFirstUse<typeof import('htmlparser2')>('htmlparser2')`.
 *
 * @example
 * const csv = requiredOnFirstUse<typeof import('csv-parse/sync')>('csv-parse/sync')
 * const rows = csv().parse(text)
 */
export function requiredOnFirstUse<Module>(name: string): () => Module {
  let loaded: Module | undefined
  return () => (loaded ??= require(name) as Module)
}
