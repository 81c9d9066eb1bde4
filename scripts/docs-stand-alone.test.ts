import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** A plain clone has only this repository: its docs must not send a reader to files outside it. */
const root = join(import.meta.dirname, '..')
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)

describe('the repository documents itself', () => {
  it.each(markdown)('%s points at no file outside the repository', (file) => {
    const text = readFileSync(join(root, file), 'utf8')
    expect(text).not.toMatch(/\.\.\/shared\/(ARCHITECTURE|STACK|STYLE|spec)|\.\.\/\.\.\/shared\//)
  })
})
