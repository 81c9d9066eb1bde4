// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Section } from '../../../../contract/page'
import { demoSections } from '../../../../contract/demo/demo-page'
import { shown } from '../../../../server/modules/page/page-service'
import { pageBundle } from '../../../../src/i18n/i18next'
import { TranslatorProvider } from '../../../../src/i18n/translator'
import { SchemaRegistry, validateSections } from '../../../../src/registry/schema-registry'
import { SectionRegistry } from '../../../../src/registry/section-registry'
import { sectionDefinitions } from '../../../../src/sections'
import { sectionSchemas } from '../../../../src/sections/schemas'
import { productV1 } from '../../../../src/templates/product-v1'
import { testimonials } from '.'
import { testimonialsSchema } from './schema'

afterEach(cleanup)

const registry = new SectionRegistry([...sectionDefinitions, testimonials])

/** Testimonials as a page stores them: flat key/value pairs, each record starting at its Quote. */
const stored: Section = {
  _id: 'sec-testimonials',
  name: 'Testimonials',
  status: 'shown',
  viewMode: 'both',
  indexPosition: 18,
  values: [
    { key: 'Title', value: 'What our customers say' },
    { key: 'Quote', value: 'The garam masala smells like my nani’s kitchen.' },
    { key: 'Author', value: 'Ritu, Bengaluru' },
    { key: 'Quote', value: 'Our Diwali hampers were gone in a day.' },
    { key: 'Author', value: 'Asha, Gurugram' },
    { key: 'Photo', value: '/demo/asha.jpg' },
    { key: 'Button Text', value: 'Order the garam masala' },
    { key: 'Button Link', value: '?chat=open&source=direct_buy&item=garam-masala' },
  ],
}

/** The demo page plus `extra`, rendered as a visitor gets it (the server leaves hidden sections out). */
function renderPage(...extra: Section[]) {
  const page = { templateSlug: 'product-v1', colorPalette: {}, sections: [...demoSections.filter(shown), ...extra] }
  return render(
    <TranslatorProvider bundle={pageBundle}>
      {productV1.render(page, { sections: registry, editMode: false, openContact: vi.fn() })}
    </TranslatorProvider>,
  )
}

describe('the Testimonials example (docs/adding-a-section.md)', () => {
  it('decodes values[]: each quote stays with its author, in order', () => {
    expect(registry.resolve(stored, 0)).toMatchObject({
      ok: true,
      values: {
        title: 'What our customers say',
        testimonials: [
          { quote: 'The garam masala smells like my nani’s kitchen.', author: 'Ritu, Bengaluru', photo: undefined },
          { quote: 'Our Diwali hampers were gone in a day.', author: 'Asha, Gurugram', photo: '/demo/asha.jpg' },
        ],
        buttonText: 'Order the garam masala',
        buttonLink: '?chat=open&source=direct_buy&item=garam-masala',
      },
    })
  })

  it('renders on the demo page under its anchor', () => {
    const { container } = renderPage(stored)
    const section = container.querySelector('#testimonials')!
    expect([...section.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual([
      'Ritu, Bengaluru',
      'Asha, Gurugram',
    ])
    expect(screen.getByRole('link', { name: 'Order the garam masala' }).getAttribute('href')).toBe(
      '?chat=open&source=direct_buy&item=garam-masala',
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Masalas ground on Tuesday, at your door by Friday',
    )
  })

  it('reports a bad record with its path, and renders the rest of the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bad = {
      ...stored,
      values: [
        { key: 'Title', value: 'Reviews' },
        { key: 'Author', value: 'Ritu' },
        { key: 'Photo', value: 'javascript:alert(1)' },
      ],
    }
    expect(registry.resolve(bad, 4)).toMatchObject({
      ok: false,
      errors: [
        { path: 'sections.4.values.Testimonials.0.Quote', message: 'is required' },
        {
          path: 'sections.4.values.Testimonials.0.Photo',
          message:
            'expected a path starting with /, a query starting with ?, an anchor like #final-cta or an https:// URL',
        },
      ],
    })

    const { container } = renderPage(bad)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('values.Testimonials.0.Quote is required'))
    expect(container.querySelector('#testimonials')).toBeNull()
    expect(container.querySelector('[data-section="Contact"]')).not.toBeNull()
    error.mockRestore()
  })

  it('is what the server checks a publish against, with no React: the schema registry', () => {
    const schemas = new SchemaRegistry([...sectionSchemas, testimonialsSchema].map((schema) => ({ schema })))
    expect(validateSections(schemas, [stored])).toEqual([])
    expect(validateSections(schemas, [{ ...stored, values: [{ key: 'Quote', value: 'No title' }] }])).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
      { path: 'sections.0.values.Testimonials.0.Author', message: 'is required' },
    ])
  })

  it('cannot be registered twice: the error names both owners', () => {
    const reviews = { ...testimonials, schema: { ...testimonialsSchema, owner: 'sections/reviews' } }
    expect(() => new SectionRegistry([...sectionDefinitions, testimonials, reviews])).toThrow(
      'Section "Testimonials" is defined twice: by sections/testimonials and by sections/reviews',
    )
  })
})
