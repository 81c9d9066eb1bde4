// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSection, errorsOf, renderSection, sectionOf, valuesOf, withValues } from '../shared/test-utils'

const finalCta = demoSection('sec-final-cta')

describe('Final CTA', () => {
  it('decodes the demo section', () => {
    expect(valuesOf(finalCta)).toEqual({
      title: 'Tell us what you are planning',
      subTitle: expect.stringContaining('A Diwali order, a family function'),
      buttonText: 'Send us a message',
    })
  })

  it('renders under the final-cta anchor, labelled by its title', () => {
    const { container } = renderSection(finalCta)
    const region = screen.getByRole('region', { name: 'Tell us what you are planning' })
    expect(region.id).toBe('final-cta')
    expect(container.querySelector('#final-cta h2')?.textContent).toBe('Tell us what you are planning')
  })

  it('opens the contact form', () => {
    const { context } = renderSection(finalCta)
    const button = screen.getByRole('button', { name: 'Send us a message' })
    expect(button.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(button)
    expect(context.openContact).toHaveBeenCalledTimes(1)
  })

  it('says the contact form is off in edit mode', () => {
    renderSection(finalCta, { editMode: true })
    const button = screen.getByRole('button', { name: 'Send us a message' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('title')).toBe('The contact form is off in edit mode')
  })

  it('follows its Button Link instead of opening the contact form, also in edit mode', () => {
    const buy = sectionOf('Final CTA', [
      ['Title', 'Stock up before Diwali'],
      ['Button Text', 'Buy garam masala'],
      ['Button Link', '?chat=open&source=direct_buy&item=garam-masala'],
    ])
    const { context } = renderSection(buy, { editMode: true })
    const link = screen.getByRole('link', { name: 'Buy garam masala' })
    expect(link.getAttribute('href')).toBe('?chat=open&source=direct_buy&item=garam-masala')
    expect(link.className).toBe('button button--light')
    expect(link.getAttribute('aria-disabled')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    // jsdom cannot navigate; stop it there, the point is that the contact form stays shut.
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(context.openContact).not.toHaveBeenCalled()
  })

  it('refuses a javascript: Button Link, naming the path', () => {
    const errors = errorsOf(
      sectionOf('Final CTA', [
        ['Title', 'T'],
        ['Button Text', 'Go'],
        ['Button Link', 'javascript:alert(1)'],
      ]),
    )
    expect(errors.map((error) => error.path)).toEqual(['sections.0.values.Button Link'])
  })

  it('fails without a Title, naming the path', () => {
    expect(errorsOf(withValues(finalCta, { drop: ['Title'] }))).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
    ])
  })
})
