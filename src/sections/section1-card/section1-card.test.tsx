// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSection, errorsOf, registry, renderSection, sectionOf, valuesOf, withValues } from '../shared/test-utils'

const pantry = demoSection('sec-s1-card-pantry')
const gifting = demoSection('sec-s1-card-gifting')

describe('Section 1 Card', () => {
  it('is a card (grouped into the grid)', () => {
    expect(registry.get('Section 1 Card')?.layout).toBe('card')
  })

  it('decodes the demo card, repeated Point keys as an array in order', () => {
    expect(valuesOf(pantry)).toMatchObject({
      icon: 'leaf',
      mainTitle: 'The pantry',
      title: 'Spice blends, pickles and sweets',
      subTitle: 'What you can order',
      buttonText: 'Browse the pantry',
      points: [
        'Spice blends in 100 g, 250 g and 500 g jars, each stamped with its grinding date',
        'Aam, lehsun, ker sangri and bharwan lal mirch pickles in glass jars',
        'Ghevar and mawa kachori fresh in Jaipur; ladoo and mathri shipped across India',
        'Wholesale tins for restaurants and hostels, priced on request',
      ],
    })
  })

  it('shows the summary and keeps the details folded until expanded', () => {
    const { container } = renderSection(pantry)
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Spice blends, pickles and sweets')
    expect(screen.getByText('The pantry')).toBeTruthy()
    expect(container.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#icon-leaf')

    const toggle = screen.getByRole('button', { name: 'Show details for Spice blends, pickles and sweets' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(region.className).toBe('reveal')
    expect(region.textContent).toContain('Wholesale tins for restaurants')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe('Hide details for Spice blends, pickles and sweets')
    expect(toggle.textContent).toBe('Hide details')
    expect(region.className).toBe('reveal is-open')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the contact form from its button', () => {
    const { context } = renderSection(pantry)
    fireEvent.click(screen.getByRole('button', { name: 'Browse the pantry' }))
    expect(context.openContact).toHaveBeenCalledTimes(1)
  })

  it('says the contact form is off in edit mode', () => {
    renderSection(pantry, { editMode: true })
    const button = screen.getByRole('button', { name: 'Browse the pantry' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('title')).toBe('The contact form is off in edit mode')
  })

  it('has no link when the card has no Button Link', () => {
    renderSection(pantry)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('follows its Button Link instead: the demo gifting card opens the enquiry panel for the hampers', () => {
    expect(valuesOf(gifting)).toMatchObject({
      buttonText: 'Plan your hampers',
      buttonLink: '?chat=open&source=send_enquiry_request&item=corporate-diwali-hampers',
    })
    const { context } = renderSection(gifting)
    const link = screen.getByRole('link', { name: 'Plan your hampers' })
    expect(link.getAttribute('href')).toBe('?chat=open&source=send_enquiry_request&item=corporate-diwali-hampers')
    expect(link.className).toBe('button button--primary')
    expect(screen.queryByRole('button', { name: 'Plan your hampers' })).toBeNull()
    // jsdom cannot navigate; stop it there, the point is that the contact form stays shut.
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(context.openContact).not.toHaveBeenCalled()
  })

  it('keeps a Button Link working in edit mode (it is navigation, not the contact form)', () => {
    renderSection(gifting, { editMode: true })
    const link = screen.getByRole('link', { name: 'Plan your hampers' })
    expect(link.getAttribute('aria-disabled')).toBeNull()
    expect(link.getAttribute('title')).toBeNull()
  })

  it('ignores a Button Link without a Button Text', () => {
    renderSection(
      sectionOf('Section 1 Card', [
        ['Title', 'T'],
        ['Point', 'p'],
        ['Button Link', '?chat=open&source=cart_summary'],
      ]),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('refuses a Button Link that is not a path, a query or an https URL, naming the path', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>hi</b>', 'http://example.com']) {
      expect(errorsOf(withValues(gifting, { set: { 'Button Link': link } }))).toEqual([
        {
          path: 'sections.0.values.Button Link',
          message:
            'expected a path starting with /, a query starting with ?, an anchor like #final-cta or an https:// URL',
        },
      ])
    }
  })

  it('has no details button when there are no details', () => {
    renderSection(sectionOf('Section 1 Card', [['Title', 'Just a title']]))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('fails without a Title, naming the path', () => {
    expect(errorsOf(withValues(pantry, { drop: ['Title'] }))).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
    ])
  })

  it('refuses an unknown icon and more than 8 points', () => {
    const points = Array.from({ length: 9 }, (_, index) => ['Point', `point ${index}`] as const)
    const errors = errorsOf(sectionOf('Section 1 Card', [['Title', 'T'], ['Icon', 'rocket'], ...points]))
    expect(errors.map((error) => error.path)).toEqual(['sections.0.values.Icon', 'sections.0.values.Point'])
  })
})
