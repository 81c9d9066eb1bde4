// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSection, errorsOf, renderSection, valuesOf, withValues } from '../shared/test-utils'

const contact = demoSection('sec-contact')

describe('Contact', () => {
  it('decodes the demo section', () => {
    expect(valuesOf(contact)).toEqual({
      title: 'Call or write to the kitchen',
      phone: '+91 98290 12345',
      email: 'hello@kesarkitchen.in',
    })
  })

  it('renders the phone as a tel: link (digits and + only) and the email as a mailto: link', () => {
    renderSection(contact)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Call or write to the kitchen')
    const phone = screen.getByRole('link', { name: 'Call +91 98290 12345' })
    expect(phone.getAttribute('href')).toBe('tel:+919829012345')
    expect(phone.textContent).toBe('+91 98290 12345')
    expect(screen.getByRole('link', { name: 'Email hello@kesarkitchen.in' }).getAttribute('href')).toBe(
      'mailto:hello@kesarkitchen.in',
    )
  })

  it('leaves out a missing line', () => {
    renderSection(withValues(contact, { drop: ['Email'] }))
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('fails without a Title, and on a phone or email that is not one, naming the paths', () => {
    expect(errorsOf(withValues(contact, { drop: ['Title'] }))).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
    ])
    expect(errorsOf(withValues(contact, { set: { Phone: 'call us', Email: 'hello@x.in?subject=hi' } }))).toEqual([
      { path: 'sections.0.values.Phone', message: 'expected a phone number' },
      { path: 'sections.0.values.Email', message: 'expected an email address' },
    ])
  })
})
