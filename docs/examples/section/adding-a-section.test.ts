import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SectionRegistry } from '../../../src/registry/section-registry'
import { testimonials } from './testimonials'

/**
 * docs/adding-a-section.md shows only code that runs: its TypeScript blocks
 * are whole-file quotes of the example (their text is checked by
 * `../docs-match-examples.test.ts`), and the error it shows is the one the
 * registry throws.
 */
const guide = readFileSync(join(import.meta.dirname, '..', '..', 'adding-a-section.md'), 'utf8')
const EXAMPLE = '<!-- example: '

describe('docs/adding-a-section.md', () => {
  it('quotes the example section: schema, component, definition, test', () => {
    const quoted = [...guide.matchAll(/<!-- example: (\S+) -->/g)].map(([, path]) => path)
    expect(quoted).toEqual([
      'docs/examples/section/testimonials/schema.ts',
      'docs/examples/section/testimonials/Testimonials.tsx',
      'docs/examples/section/testimonials/index.tsx',
      'docs/examples/section/testimonials/testimonials.test.tsx',
    ])
  })

  it('has no TypeScript block that is not a quote of an example file', () => {
    const unquoted = [...guide.matchAll(/^```(ts|tsx)\n/gm)].filter(
      (match) => !guide.slice(0, match.index).trimEnd().split('\n').at(-1)!.startsWith(EXAMPLE),
    )
    expect(unquoted.map((match) => guide.slice(match.index, match.index + 80))).toEqual([])
  })

  it('shows the error a duplicate name really throws', () => {
    let message = ''
    try {
      new SectionRegistry([
        testimonials,
        { ...testimonials, schema: { ...testimonials.schema, owner: 'sections/reviews' } },
      ])
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/defined twice/)
    expect(guide).toContain(`\`\`\`text\n${message}\n\`\`\``)
  })
})
