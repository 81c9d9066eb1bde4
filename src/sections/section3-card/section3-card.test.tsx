// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSection, errorsOf, registry, renderSection, valuesOf, withValues } from '../shared/test-utils'

const hampers = demoSection('sec-s3-card-hampers')

describe('Section 3 Card', () => {
  it('is a card (grouped into the grid)', () => {
    expect(registry.get('Section 3 Card')?.layout).toBe('card')
  })

  it('decodes the demo card, repeated Point keys as an array in order', () => {
    expect(valuesOf(hampers)).toEqual({
      icon: 'gift',
      tagline: 'Corporate Diwali · Gurugram',
      descriptionTitle: '180 hampers for a design studio',
      description: expect.stringContaining('The studio’s HR lead'),
      subTitle: 'How we delivered',
      secondDescription: expect.stringContaining('Packed over four days in Jaipur'),
      pointTitle: 'Results',
      points: [
        'All 180 delivered before Dhanteras',
        'Two broken jars, replaced within 48 hours',
        '220 hampers booked again for this Diwali',
      ],
      takeaway: 'A name on the tag did more than a bigger box would have.',
    })
  })

  it('renders the story, its details folded until tapped open', () => {
    renderSection(hampers)
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('180 hampers for a design studio')
    expect(screen.getByText('Corporate Diwali · Gurugram')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'All 180 delivered before Dhanteras',
      'Two broken jars, replaced within 48 hours',
      '220 hampers booked again for this Diwali',
    ])

    const toggle = screen.getByRole('button', { name: 'Show details for 180 hampers for a design studio' })
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(details.textContent).toContain('A name on the tag did more than a bigger box would have.')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(details.classList.contains('is-open')).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('fails without a Description Title, naming the path', () => {
    expect(errorsOf(withValues(hampers, { drop: ['Description Title'] }))).toEqual([
      { path: 'sections.0.values.Description Title', message: 'is required' },
    ])
  })
})
