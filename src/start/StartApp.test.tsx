// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import { afterEach, describe, expect, it } from 'vitest'
import {
  SIGNUP_CREATE_PATH,
  SIGNUP_SEND_OTP_PATH,
  SIGNUP_STATUS_PATH,
  SIGNUP_SUBDOMAIN_PATH,
  SIGNUP_SUGGEST_PATH,
  SIGNUP_VERIFY_OTP_PATH,
  type SignupMode,
} from '../../contract/signup'
import { HttpClient } from '../client/http/http-client'
import { OwnerCookiePolicy } from '../client/http/owner-cookie-policy'
import { FakeOwnerServer } from '../owner/testing/fake-owner-server'
import { createSignupI18n, signupT } from './i18n'
import { SignupStore } from './signup-store'
import { StartApp } from './StartApp'

afterEach(cleanup)

const OWNER_URL = 'http://asha-tiffins.localhost/owner#handover=token'

/** The sign-up on a fake platform: 'demo' is taken, the words of the contract's statuses otherwise. */
function renderStart(mode: SignupMode = 'open') {
  const server = new FakeOwnerServer()
    .on('GET', SIGNUP_STATUS_PATH, () => ({ body: { message: 'success', mode, siteDomain: 'localhost' } }))
    .on('POST', SIGNUP_SEND_OTP_PATH, () => ({ body: { message: 'success' } }))
    .on('POST', SIGNUP_VERIFY_OTP_PATH, ({ body }) =>
      (body as { otp: string }).otp === '919191'
        ? { body: { message: 'success', ticket: 'ticket-1', expiresAt: '2099-01-01T00:00:00.000Z' } }
        : { status: 400, body: { message: 'Invalid OTP', code: 'INVALID_OTP' } },
    )
    .on('GET', SIGNUP_SUGGEST_PATH, () => ({ body: { message: 'success', subdomain: 'asha-tiffins' } }))
    .on('GET', SIGNUP_SUBDOMAIN_PATH, ({ query }) => {
      const status = query.subdomain === 'demo' ? 'taken' : query.subdomain === 'admin' ? 'reserved' : 'available'
      return { body: { message: 'success', subdomain: query.subdomain, status } }
    })
    .on('POST', SIGNUP_CREATE_PATH, () => ({
      body: {
        message: 'success',
        subdomain: 'asha-tiffins',
        siteUrl: 'http://asha-tiffins.localhost',
        ownerUrl: OWNER_URL,
      },
    }))
  const i18n = createSignupI18n()
  const visited: string[] = []
  const store = new SignupStore({
    api: new HttpClient({ policy: new OwnerCookiePolicy(), fetch: server.fetch }),
    t: signupT(i18n),
    navigate: (url) => visited.push(url),
  })
  void store.load()
  render(<StartApp store={store} i18n={i18n} />)
  return { server, store, visited }
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the sign-up at /start', () => {
  it('goes from phone and code to the business, the address and the look, then to the new site signed in', async () => {
    const { server, visited } = renderStart()
    expect(await screen.findByRole('heading', { name: 'Start your business website' })).toBeTruthy()
    expect(screen.getByText('Step 1 of 4')).toBeTruthy()
    type('Phone number', '98777 00091')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByLabelText('6-digit code')
    type('6-digit code', '919191')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    // The business: name and city are required, said beside the boxes.
    const business = await screen.findByRole('heading', { name: 'About your business' })
    await waitFor(() => expect(document.activeElement).toBe(business))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByLabelText('Business name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please enter your business name.')).toBeTruthy()
    // The kind is the owner's choice, never a default: each kind's site starts with its own words.
    const kind = screen.getByLabelText('What kind of business?') as HTMLSelectElement
    expect(kind.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please choose the kind of business.')).toBeTruthy()
    expect([...kind.options].filter((option) => !option.disabled).map((option) => option.textContent)).toEqual([
      'Bakery',
      'Grocery / kirana',
      'Clothing / boutique',
      'Salon / beauty',
      'Tutor / classes',
      'Restaurant / cloud kitchen',
      'Crafts / handmade',
      'Repairs / services',
      'Other',
    ])
    type('Business name', 'Asha Tiffins')
    fireEvent.change(screen.getByLabelText('What kind of business?'), { target: { value: 'salon' } })
    type('City', 'Pune')
    type(/One line about your business/, 'Dabbas since 2019.')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    // The address: suggested from the name, checked as the owner types.
    await screen.findByRole('heading', { name: "Your site's address" })
    const address = screen.getByLabelText('Address') as HTMLInputElement
    expect(address.value).toBe('asha-tiffins')
    expect(server.callsTo(SIGNUP_SUGGEST_PATH)[0]!.query).toEqual({ name: 'Asha Tiffins', city: 'Pune' })
    type('Address', 'Demo')
    expect(await screen.findByText('This address is taken. Please choose another.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    type('Address', 'admin')
    expect(await screen.findByText('This address is kept for the platform. Please choose another.')).toBeTruthy()
    type('Address', 'asha-tiffins')
    expect(await screen.findByText('asha-tiffins.localhost is free.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    // The look: the preview follows the palette.
    await screen.findByRole('heading', { name: 'Choose the look' })
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview.textContent).toContain('Asha Tiffins')
    expect(preview.textContent).toContain('Dabbas since 2019.')
    expect(preview.getAttribute('data-palette')).toBe('saffron')
    fireEvent.click(screen.getByRole('radio', { name: 'Neem' }))
    expect(preview.getAttribute('data-palette')).toBe('neem')
    fireEvent.click(screen.getByRole('button', { name: 'Create my site' }))

    await waitFor(() => expect(visited).toEqual([OWNER_URL]))
    expect(server.callsTo(SIGNUP_CREATE_PATH)[0]!.body).toEqual({
      ticket: 'ticket-1',
      businessName: 'Asha Tiffins',
      kind: 'salon',
      city: 'Pune',
      subdomain: 'asha-tiffins',
      templateSlug: 'product-v1',
      palette: 'neem',
      about: 'Dabbas since 2019.',
    })
  })

  it('says when sign-up is closed, and asks for the invite code when it is by invitation', async () => {
    renderStart('closed')
    expect(await screen.findByText('Sign-up is closed for now. Please come back later.')).toBeTruthy()
    expect(screen.queryByLabelText('Phone number')).toBeNull()
    cleanup()
    const { store } = renderStart('invite')
    await screen.findByLabelText('Phone number')
    runInAction(() => (store.step = 'look'))
    expect(await screen.findByLabelText('Invite code')).toBeTruthy()
  })
})
