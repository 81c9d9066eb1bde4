import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Section } from '../../../contract/page'
import { demoSections } from '../../../contract/demo/demo-page'
import { shown } from '../../../server/modules/page/page-service'
import { pageBundle } from '../../i18n/i18next'
import { TranslatorProvider } from '../../i18n/translator'
import { SectionRegistry, type ResolvedSection } from '../../registry/section-registry'
import { sectionDefinitions } from '../../sections'
import { arrange, type Row } from './arrange'
import { productV1 } from '.'
import { testSection } from '../../../contract/testing/test-section'

const registry = new SectionRegistry(sectionDefinitions)
/** The demo page as visitors get it: the server leaves hidden sections out, the one place they are filtered. */
const publishedSections = demoSections.filter(shown)

const section = (
  _id: string,
  name: string,
  indexPosition: number,
  values: [string, string][],
  options: Partial<Section> = {},
): Section => testSection(name, values, { _id, indexPosition, ...options })

/** Rows as `_id`s: a block is its id, a grid is the list of its cards' ids. */
function shape(rows: Row[]) {
  return rows.map((row) => (row.kind === 'block' ? row.item.section._id : row.items.map((item) => item.section._id)))
}

describe('arrange (product-v1)', () => {
  it('orders the demo page by indexPosition and groups consecutive cards', () => {
    const report = vi.fn()
    const rows = arrange([...publishedSections].reverse(), registry, report)
    expect(report).not.toHaveBeenCalled()
    expect(shape(rows)).toEqual([
      'sec-main-header',
      'sec-s1',
      ['sec-s1-card-pantry', 'sec-s1-card-catering', 'sec-s1-card-gifting', 'sec-s1-card-whatsapp'],
      'sec-s2',
      ['sec-s2-card-sourcing', 'sec-s2-card-grinding', 'sec-s2-card-together'],
      'sec-s3',
      ['sec-s3-card-sangeet', 'sec-s3-card-hampers', 'sec-s3-card-goda-masala', 'sec-s3-card-team-workshop'],
      'sec-products',
      'sec-final-cta',
      'sec-contact',
    ])
  })

  it('starts a new grid when cards of one type are split by another section or change type', () => {
    const card1 = (id: string, at: number) => section(id, 'Section 1 Card', at, [['Title', id]])
    const rows = arrange(
      [
        card1('a', 0),
        card1('b', 1),
        section('h', 'Section 2', 2, [['Title', 'Heading']]),
        card1('c', 3),
        section('d', 'Section 2 Card', 4, [['Title', 'd']]),
      ],
      registry,
      vi.fn(),
    )
    expect(shape(rows)).toEqual([['a', 'b'], 'h', ['c'], ['d']])
  })

  it('reports a bad section with its path and leaves it out, keeping the rest', () => {
    const report = vi.fn<(resolved: ResolvedSection & { ok: false }) => void>()
    const rows = arrange(
      [
        section('ok', 'Section 1', 0, [['Title', 'Fine']]),
        section('bad', 'Final CTA', 1, [['Sub Title', 'no title']]),
        section('unknown', 'Carousel', 2, []),
        section('also-ok', 'Contact', 3, [['Title', 'Call us']]),
      ],
      registry,
      report,
    )
    expect(shape(rows)).toEqual(['ok', 'also-ok'])
    expect(report.mock.calls.map(([resolved]) => resolved.errors)).toEqual([
      [{ path: 'sections.1.values.Title', message: 'is required' }],
      [{ path: 'sections.2.name', message: 'unknown section type "Carousel"' }],
    ])
  })

  it('renders the rest of the page when a section is bad', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = publishedSections.map((entry) => (entry._id === 'sec-s2' ? { ...entry, values: [] } : entry))
    const html = renderToString(
      <TranslatorProvider bundle={pageBundle}>
        {productV1.render(
          { templateSlug: 'product-v1', colorPalette: {}, sections: broken },
          { sections: registry, editMode: false, openContact: () => {} },
        )}
      </TranslatorProvider>,
    )
    expect(error).toHaveBeenCalledWith(expect.stringContaining('sections.6.values.Title is required'))
    expect(html).not.toContain('How we work')
    expect(html).toContain('Masalas ground on Tuesday')
    expect(html).toContain('We buy whole spices from people we know')
    expect(html).toContain('id="final-cta"')
    expect(html.match(/class="pv1-grid"/g)).toHaveLength(3)
    // View modes are left to CSS.
    expect(html).toContain('class="pv1-slot view-mobile"')
    error.mockRestore()
  })
})
