import type { Section } from '../page'

/**
 * A page section for tests: shown on every device, first on the page, its values from `[key, value]` entries (a key
 * repeated for a list); `options` change any field. Test code only.
 *
 * @example
 * testSection('Final CTA', [['Title', 'Order today'], ['Button Text', 'Go']], { _id: 'cta', indexPosition: 1 })
 */
export function testSection(
  name: string,
  entries: readonly (readonly [key: string, value: string])[],
  options: Partial<Section> = {},
): Section {
  return {
    _id: 'test',
    name,
    status: 'shown',
    viewMode: 'both',
    indexPosition: 0,
    values: entries.map(([key, value]) => ({ key, value })),
    ...options,
  }
}
