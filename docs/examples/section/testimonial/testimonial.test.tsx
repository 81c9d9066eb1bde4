// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Section } from '../../../../contract/page'
import { demoSections } from '../../../../server/db/seed/demo-page'
import { pageBundle } from '../../../../src/i18n/i18next'
import { TranslatorProvider } from '../../../../src/i18n/translator'
import { SectionRegistry } from '../../../../src/registry/section-registry'
import { sectionDefinitions } from '../../../../src/sections'
import { productV1 } from '../../../../src/templates/product-v1'
import { testimonial } from '.'

afterEach(cleanup)

const registry = new SectionRegistry([...sectionDefinitions, testimonial])

/** A Testimonial as a page stores it: key/value pairs, `Tag` repeated. */
const stored: Section = {
  _id: 'sec-testimonial',
  name: 'Testimonial',
  status: 'shown',
  viewMode: 'both',
  indexPosition: 18,
  values: [
    { key: 'Quote', value: 'The garam masala smells like my nani’s kitchen.' },
    { key: 'Author', value: 'Ritu, Bengaluru' },
    { key: 'Tag', value: 'Garam masala' },
    { key: 'Tag', value: 'Ordered 6 times' },
    { key: 'Button Text', value: 'Order the same' },
    { key: 'Button Link', value: '?chat=open&source=direct_buy&item=garam-masala' },
  ],
}

/** The demo page plus `extra`, rendered as a visitor gets it. */
function renderPage(...extra: Section[]) {
  const page = { templateSlug: 'product-v1', colorPalette: {}, sections: [...demoSections, ...extra] }
  return render(<TranslatorProvider bundle={pageBundle}>{productV1.render(page, { sections: registry, editMode: false, openContact: vi.fn() })}</TranslatorProvider>)
}

describe('the Testimonial example (docs/adding-a-section.md)', () => {
  it('decodes values[]: a repeated Tag becomes an array, in order', () => {
    expect(registry.resolve(stored, 0)).toMatchObject({
      ok: true,
      values: {
        quote: 'The garam masala smells like my nani’s kitchen.',
        author: 'Ritu, Bengaluru',
        photo: undefined,
        tags: ['Garam masala', 'Ordered 6 times'],
        buttonText: 'Order the same',
        buttonLink: '?chat=open&source=direct_buy&item=garam-masala',
      },
    })
  })

  it('renders on the demo page, in its own card grid', () => {
    const { container } = renderPage(stored)
    expect(container.querySelector('[data-grid="Testimonial"] blockquote')?.textContent).toBe('The garam masala smells like my nani’s kitchen.')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Ordered 6 times')
    expect(screen.getByRole('link', { name: 'Order the same' }).getAttribute('href')).toBe('?chat=open&source=direct_buy&item=garam-masala')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Masalas ground on Tuesday, at your door by Friday')
  })

  it('reports a bad value with its path and renders the rest of the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bad = { ...stored, values: [{ key: 'Author', value: 'Ritu' }, { key: 'Photo', value: 'javascript:alert(1)' }] }
    expect(registry.resolve(bad, 4)).toMatchObject({
      ok: false,
      errors: [
        { path: 'sections.4.values.Quote', message: 'is required' },
        { path: 'sections.4.values.Photo', message: 'expected a path starting with /, a query starting with ? or an https:// URL' },
      ],
    })

    const { container } = renderPage(bad)
    const at = demoSections.length
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`sections.${at}.values.Quote is required; sections.${at}.values.Photo expected a path`))
    expect(container.querySelector('[data-section="Testimonial"]')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
    expect(container.querySelector('[data-section="Contact"]')).not.toBeNull()
    error.mockRestore()
  })

  it('cannot be registered twice: the error names both owners', () => {
    expect(() => new SectionRegistry([...sectionDefinitions, testimonial, { ...testimonial, owner: 'sections/reviews' }])).toThrow(
      'Section "Testimonial" is defined twice: by sections/testimonial and by sections/reviews',
    )
  })
})
