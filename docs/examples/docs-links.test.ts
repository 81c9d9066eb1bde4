import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docs, root } from './doc-files.js'

/**
 * Every relative link of the docs and the README reaches a file, and a
 * `#heading` part reaches a heading of that file (GitHub's anchors), so
 * moving a page or renaming a heading cannot leave a link dangling.
 */
const LINK = /\]\(([^)\s]+)\)/g
const FENCE = /^```[\s\S]*?^```/gm

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchors(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(FENCE, '')
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchor(heading!))
}

describe('the docs’ relative links resolve', () => {
  it.each(docs)('%s', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8').replace(FENCE, '')
    const broken = [...text.matchAll(LINK)]
      .map(([, target]) => target!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [path, hash] = target.split('#')
        const file = path ? join(root, dirname(doc), path) : join(root, doc)
        return !existsSync(file) || (hash !== undefined && !anchors(file).includes(hash))
      })
    expect(broken).toEqual([])
  })
})
