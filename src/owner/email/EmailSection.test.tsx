// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_EMAIL_SETTINGS_PATH, type OwnerEmailSettings } from '../../../contract/owner-email'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { EmailSection } from './EmailSection'
import { EmailStore } from './email-store'
import { fieldRefusal } from '../../client/testing/fake-transport'

afterEach(cleanup)

function setup(configured: boolean) {
  const saved: OwnerEmailSettings[] = []
  renderOwnerPanel(
    {
      [`GET ${OWNER_EMAIL_SETTINGS_PATH}`]: {
        body: { address: null, newOrders: false, dailyDigest: false, configured },
      },
      [`PUT ${OWNER_EMAIL_SETTINGS_PATH}`]: (request) => {
        const body = request.body as OwnerEmailSettings
        saved.push(body)
        if (body.address === 'nope') return fieldRefusal('body.address', 'Enter an e-mail address')
        return { body: { ...body, configured } }
      },
    },
    (api) => <EmailSection store={new EmailStore(api)} />,
  )
  return { saved }
}

describe('the E-mail section', () => {
  it('says nothing is sent when the server has no SMTP_URL', async () => {
    setup(false)
    expect((await screen.findByRole('note')).textContent).toContain('E-mail is not set up on this server')
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).toBeTruthy()
  })

  it('saves the address and choices when configured; a bad address shows its error beside the field', async () => {
    const { saved } = setup(true)
    const address = await screen.findByRole('textbox', { name: 'Your e-mail address' })
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.getByText(/written in the language this app is in when you save/)).toBeTruthy()
    fireEvent.change(address, { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'An e-mail for each new order' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }))
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Enter an e-mail address')).toBeTruthy()
    fireEvent.change(address, { target: { value: 'owner@example.com' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /daily digest/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'))
    expect(saved.at(-1)).toEqual({ address: 'owner@example.com', newOrders: true, dailyDigest: true })
  })
})
