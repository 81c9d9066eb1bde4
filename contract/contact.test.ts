import { describe, expect, it } from 'vitest'
import contactStrings from '../locales/en/contact.json'
import { decode } from './decode.js'
import {
  ContactRequest,
  contactErrorList,
  contactFieldsOf,
  contactRequest,
  validateContactForm,
  type ContactFields,
} from './contact.js'

const valid: ContactFields = {
  name: 'Asha Rao',
  countryCode: '+91',
  phone: '98290 12345',
  email: '',
  company: '',
  services: '',
  message: '',
}
const check = (change: Partial<ContactFields>) => validateContactForm({ ...valid, ...change })

describe('validateContactForm', () => {
  it('accepts a minimal form', () => {
    expect(validateContactForm(valid)).toEqual({})
  })

  it.each([
    ['', 'contact.errors.nameRequired'],
    ['   ', 'contact.errors.nameRequired'],
    ['A', 'contact.errors.nameTooShort'],
    ['  A  ', 'contact.errors.nameTooShort'],
    ['Al', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'contact.errors.nameTooLong'],
  ])('name %j → %s', (name, expected) => {
    expect(check({ name }).name).toBe(expected)
  })

  it.each([
    ['', 'contact.errors.phoneRequired'],
    ['   ', 'contact.errors.phoneRequired'],
    ['98290abcde', 'contact.errors.phoneInvalid'],
    ['98290.12345', 'contact.errors.phoneInvalid'],
    ['982901234', 'contact.errors.phoneTooShort'],
    ['9829012345', undefined],
    ['(+91) 98290-12345', undefined],
    ['+1 (415) 555-0100', undefined],
    ['1234567890123456', 'contact.errors.phoneTooLong'],
    ['9'.repeat(10) + ' '.repeat(30), undefined],
    ['9 '.repeat(10) + '-'.repeat(20), 'contact.errors.phoneInvalid'],
  ])('phone %j → %s', (phone, expected) => {
    expect(check({ phone }).phone).toBe(expected)
  })

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['asha@example.com', undefined],
    ['asha.rao+site@mail.example.co.in', undefined],
    ['asha', 'contact.errors.emailInvalid'],
    ['asha@example', 'contact.errors.emailInvalid'],
    ['asha@@example.com', 'contact.errors.emailInvalid'],
    ['asha rao@example.com', 'contact.errors.emailInvalid'],
    ['asha@example..com', 'contact.errors.emailInvalid'],
    ['@example.com', 'contact.errors.emailInvalid'],
    [`${'a'.repeat(250)}@b.co`, 'contact.errors.emailTooLong'],
  ])('email %j → %s', (email, expected) => {
    expect(check({ email }).email).toBe(expected)
  })

  it.each([
    ['+91', undefined],
    ['+971', undefined],
    ['91', 'contact.errors.countryCodeInvalid'],
    ['+12345', 'contact.errors.countryCodeInvalid'],
  ])('country code %j → %s', (countryCode, expected) => {
    expect(check({ countryCode }).countryCode).toBe(expected)
  })

  it('keeps company and services optional, with caps', () => {
    expect(check({ company: 'c'.repeat(120), services: 's'.repeat(2000) })).toEqual({})
    expect(check({ company: 'c'.repeat(121) }).company).toBe('contact.errors.companyTooLong')
    expect(check({ services: 's'.repeat(2001) }).services).toBe('contact.errors.servicesTooLong')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(check({ name: '😀' }).name).toBe('contact.errors.nameTooShort')
    expect(check({ name: '😀'.repeat(100) }).name).toBeUndefined()
  })

  it('has an English text for every key, with the wording of docs/product.md', () => {
    const all = validateContactForm({
      name: 'A',
      countryCode: 'x',
      phone: 'abc',
      email: 'x',
      company: 'c'.repeat(121),
      services: 's'.repeat(2001),
      message: 'm'.repeat(2001),
    })
    expect(all.message).toBe('contact.errors.messageTooLong')
    for (const key of Object.values(all)) {
      const name = key.slice('contact.errors.'.length) as keyof typeof contactStrings.errors
      expect(contactStrings.errors[name]).toEqual(expect.any(String))
    }
    expect(contactStrings.errors).toMatchObject({
      nameRequired: 'Name is required',
      nameTooShort: 'Name must be at least 2 characters',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Please enter a valid phone number',
      phoneTooShort: 'Phone number must be at least 10 digits',
      emailInvalid: 'Please enter a valid email address',
    })
    expect(contactStrings.failed).toBe('Failed to send message. Please try again.')
  })
})

describe('contactErrorList', () => {
  it('lists failures in form order', () => {
    expect(contactErrorList({ email: 'contact.errors.emailInvalid', name: 'contact.errors.nameRequired' })).toEqual([
      ['name', 'contact.errors.nameRequired'],
      ['email', 'contact.errors.emailInvalid'],
    ])
  })
})

describe('ContactRequest', () => {
  it('round-trips a form through the body, trimmed', () => {
    const body = contactRequest({ ...valid, name: ' Asha ', services: ' Catering ' }, 'demo')
    expect(body).toEqual({
      name: 'Asha',
      contact: '98290 12345',
      countryCode: '+91',
      email: '',
      company: '',
      subdomain: 'demo',
      messageContent: 'Catering',
      message: '',
    })
    expect(decode(ContactRequest, body, 'body').ok).toBe(true)
    expect(contactFieldsOf(body)).toEqual({ ...valid, name: 'Asha', services: 'Catering' })
  })

  it('allows the optional fields to be absent and names wrong types', () => {
    expect(
      decode(ContactRequest, { name: 'Asha', contact: '9829012345', countryCode: '+91', subdomain: 'demo' }, 'body').ok,
    ).toBe(true)
    const wrong = decode(
      ContactRequest,
      { name: 3, contact: '9829012345', countryCode: '+91', subdomain: 'demo', email: null },
      'body',
    )
    expect(wrong.ok ? [] : wrong.errors.map((error) => error.path)).toEqual(['body.name', 'body.email'])
  })
})
