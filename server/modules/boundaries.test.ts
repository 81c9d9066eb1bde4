import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

/**
 * Module boundaries, checked on every `npm test`: no import cycle between the
 * folders of server/modules (type-only imports and re-exports count too; a
 * module's tests and their helpers, `*test-helpers.ts`, do not). oxlint's `no-restricted-imports` overrides in
 * .oxlintrc.json say the same per folder (and that another module is
 * reached only through its index.ts); this test also catches a cycle through
 * a module the lint rules do not know yet.
 */

const MODULES = path.resolve(import.meta.dirname)
const ROOT = path.resolve(MODULES, '../..')
const OXLINT = path.join(ROOT, 'node_modules/.bin/oxlint')

/** Every module specifier a file names: `import ... from`, `import type`, `export ... from`, `import('...')`. */
export function specifiersOf(source: string): string[] {
  const found: string[] = []
  const statement = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/g
  const dynamic = /import\(\s*['"]([^'"]+)['"]\s*\)/g
  for (const match of source.matchAll(statement)) found.push(match[1]!)
  for (const match of source.matchAll(dynamic)) found.push(match[1]!)
  return found
}

/** module folder → the module folders its (non-test) files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  const folderOf = (file: string) => path.relative(MODULES, file).split(path.sep)[0]!
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  for (const file of walk(MODULES)) {
    if (!/\.tsx?$/.test(file) || /(\.test|test-helpers)\.tsx?$/.test(file) || path.dirname(file) === MODULES) continue
    const from = folderOf(file)
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), specifier)
      if (!target.startsWith(MODULES + path.sep)) continue
      const to = folderOf(target)
      if (to !== from) edges.add(to)
    }
  }
  return graph
}

/** Each cycle of `graph` (its strongly connected components of two or more), as a path `a → b → a`. */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) cycles.push(pathThrough(graph, new Set(component)))
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return cycles
}

/** One loop through a strongly connected component, from its first member in name order: `a → b → a`. */
function pathThrough(graph: Map<string, Set<string>>, members: Set<string>): string {
  const start = [...members].sort()[0]!
  // Breadth-first from start back to start, inside the component: the shortest loop names the cycle.
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue
      if (next === start) {
        const loop: string[] = []
        for (let at = node; at !== start; at = previous.get(at)!) loop.unshift(at)
        return [start, ...loop, start].join(' → ')
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [...members].sort().join(', ')
}

describe('server module boundaries', () => {
  it('finds and names a cycle', () => {
    const graph = new Map([
      ['chat', new Set(['auth'])],
      ['auth', new Set(['site', 'chat'])],
      ['site', new Set<string>()],
      ['order', new Set(['chat'])],
    ])
    expect(cyclesOf(graph)).toEqual(['auth → chat → auth'])
    expect(
      specifiersOf(
        "import type { A } from '../a/index.js'\nexport { b } from './b.js'\nconst c = await import('../c/index.js')",
      ),
    ).toEqual(['../a/index.js', './b.js', '../c/index.js'])
  })

  it('has no import cycle between module folders', () => {
    const cycles = cyclesOf(moduleGraph())
    // A cycle means two modules each need the other: move the shared code into the lower one (or a neutral
    // folder such as server/text or server/events), or let one record a domain event the other subscribes to.
    expect(cycles, `import cycles between server/modules folders: ${cycles.join('; ')}`).toEqual([])
  })

  it('lints every module folder, a new one too: another module only through its index.ts', async () => {
    // A module folder nobody listed anywhere: the one rule for server/modules/** covers it.
    const probe = fs.mkdtempSync(path.join(MODULES, 'zz-boundary-probe-'))
    try {
      const inside = path.join(probe, 'inside.ts')
      fs.writeFileSync(inside, "export { postSystemMessage } from '../chat/chat-service.js'\n")
      const front = path.join(probe, 'front.ts')
      fs.writeFileSync(front, "export { postSystemMessage } from '../chat/index.js'\n")
      const lint = (file: string) =>
        promisify(execFile)(OXLINT, ['--deny-warnings', path.relative(ROOT, file)], { cwd: ROOT }).then(
          () => ({ failed: false, output: '' }),
          (error: { stdout?: string }) => ({ failed: true, output: error.stdout ?? '' }),
        )
      const refused = await lint(inside)
      expect(refused.failed).toBe(true)
      expect(refused.output).toContain('reached only through its index.ts')
      expect(await lint(front)).toEqual({ failed: false, output: '' })
    } finally {
      fs.rmSync(probe, { recursive: true, force: true })
    }
  }, 60_000)
})
