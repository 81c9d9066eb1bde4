import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docs, root } from './doc-files.js'

/**
 * The docs quote their examples from real files (compiled by `tsc`, run by
 * the tests beside them). A quote is a fenced code block right after an
 * `<!-- example: <path from the repository root> -->` line, and must be the
 * file's whole text, so a doc cannot drift from the code it shows.
 */
const QUOTE = /<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)```/g

describe('docs quote their examples exactly', () => {
  it.each(docs)('%s', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8')
    for (const [, path, quoted] of text.matchAll(QUOTE)) {
      expect(quoted, `${doc} quotes ${path}`).toBe(readFileSync(join(root, path!), 'utf8'))
    }
  })

  it('the plugin guide quotes the example plugin', () => {
    const text = readFileSync(join(root, 'docs', 'writing-a-plugin.md'), 'utf8')
    expect([...text.matchAll(QUOTE)].map(([, path]) => path)).toContain('docs/examples/plugin/wishlist/index.ts')
  })
})
