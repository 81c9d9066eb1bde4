// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSection, errorsOf, registry, renderSection, valuesOf, withValues } from '../shared/test-utils'

describe('Section 1, 2 and 3 headings', () => {
  it('are three section types from one folder', () => {
    for (const name of ['Section 1', 'Section 2', 'Section 3'])
      expect(registry.get(name)?.schema.owner).toBe('sections/section-heading')
  })

  it.each([
    ['sec-s1', 'What we make for you', 'services'],
    ['sec-s2', 'How we work', 'approach'],
    ['sec-s3', 'What our customers got', 'results'],
  ])('%s renders an h2 under the anchor %s', (id, title, anchor) => {
    const { container } = renderSection(demoSection(id))
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe(title)
    const wrapper = container.querySelector(`#${anchor}`)
    expect(wrapper?.contains(heading)).toBe(true)
  })

  it('decodes the sub title', () => {
    expect(valuesOf(demoSection('sec-s3'))).toEqual({
      title: 'What our customers got',
      subTitle: 'A few stories from the past year, shared with their permission.',
    })
  })

  it('renders no anchor when the template gives none', () => {
    const { container } = renderSection(demoSection('sec-s1'), { anchor: undefined })
    expect(container.querySelector('[id]')).toBeNull()
  })

  it('fails without a Title, naming the path', () => {
    expect(errorsOf(withValues(demoSection('sec-s2'), { drop: ['Title'] }))).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
    ])
  })
})
