// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_WEBHOOK_DELIVERIES_PATH,
  OWNER_WEBHOOK_RESEND_PATH,
  OWNER_WEBHOOK_SAVE_PATH,
  OWNER_WEBHOOK_SECRET_PATH,
  OWNER_WEBHOOKS_PATH,
  type SaveWebhookBody,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../contract/webhooks'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { WebhooksSection } from './WebhooksSection'
import { WebhooksStore } from './webhooks-store'
import { fieldRefusal } from '../../client/testing/fake-transport'

afterEach(cleanup)

const SHEETS = 'https://sheets.example.com/hook'
const failing = (): WebhookEndpoint => ({
  _id: 'wh-1',
  url: SHEETS,
  events: ['order.created', 'payment.confirmed'],
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-11-24T06:00:00.000Z',
  createdAt: '2026-11-20T06:00:00.000Z',
})
const delivery = (status: WebhookDelivery['status']): WebhookDelivery => ({
  _id: 'd-1',
  eventId: 'e-1',
  eventType: 'order.created',
  status,
  attempts: status === 'pending' ? 0 : 9,
  responseCode: status === 'pending' ? null : 503,
  error: status === 'pending' ? null : 'HTTP 503: down for maintenance',
  createdAt: '2026-11-24T06:00:00.000Z',
  lastAttemptAt: null,
  nextAttemptAt: null,
})

function setup() {
  const saved: SaveWebhookBody[] = []
  const resent: string[] = []
  renderOwnerPanel(
    {
      [`GET ${OWNER_WEBHOOKS_PATH}`]: { body: { message: 'success', endpoints: [failing()] } },
      [`POST ${OWNER_WEBHOOK_SAVE_PATH}`]: (request) => {
        const body = request.body as SaveWebhookBody
        saved.push(body)
        if (body.url.startsWith('ftp')) return fieldRefusal('body.url', 'Enter a web address starting with https://')
        const endpoint = {
          ...failing(),
          _id: 'wh-2',
          url: body.url,
          events: body.events,
          enabled: true,
          disabledReason: null,
          failingSince: null,
        }
        return { body: { message: 'success', endpoint, secret: 'whsec_fresh' } }
      },
      [`POST ${OWNER_WEBHOOK_SECRET_PATH}`]: { body: { message: 'success', secret: 'whsec_again' } },
      [`GET ${OWNER_WEBHOOK_DELIVERIES_PATH}`]: { body: { message: 'success', deliveries: [delivery('failed')] } },
      [`POST ${OWNER_WEBHOOK_RESEND_PATH}`]: (request) => {
        resent.push((request.body as { _id: string })._id)
        return { body: { message: 'success', delivery: delivery('pending') } }
      },
    },
    (api) => <WebhooksSection store={new WebhooksStore(api)} />,
  )
  return { saved, resent }
}

describe('the Webhooks section', () => {
  it('says an endpoint was switched off for failing, shows its log and resends a delivery', async () => {
    const { resent } = setup()
    expect(await screen.findByText(SHEETS)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('failed for a day')
    expect(screen.getByText('Sends: New order, Payment confirmed')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `Deliveries of ${SHEETS}` }))
    const log = await screen.findByRole('region', { name: 'Deliveries' })
    expect(await within(log).findByText('HTTP 503: down for maintenance')).toBeTruthy()
    expect(within(log).getByText('Given up')).toBeTruthy()
    fireEvent.click(within(log).getByRole('button', { name: /^Resend order\.created of / }))
    await waitFor(() => expect(resent).toEqual(['d-1']))
    expect(await within(log).findByText('Waiting')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `Show the signing secret of ${SHEETS}` }))
    expect(await screen.findByText('whsec_again')).toBeTruthy()
  })

  it('adds an endpoint: the URL error beside the field, then the secret shown once', async () => {
    const { saved } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a webhook' }))
    const url = screen.getByRole('textbox', { name: 'Endpoint URL' })
    expect(document.activeElement).toBe(url)
    fireEvent.change(url, { target: { value: 'ftp://nope' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /New lead from the contact form/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }))
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Enter a web address starting with https://')).toBeTruthy()
    fireEvent.change(url, { target: { value: 'https://books.example.com/in' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }))
    expect(await screen.findByText('whsec_fresh')).toBeTruthy()
    expect(saved.at(-1)).toEqual({
      url: 'https://books.example.com/in',
      events: ['order.created', 'lead.received'],
      enabled: true,
    })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a webhook' }))
    fireEvent.click(screen.getByRole('button', { name: 'Hide the secret' }))
    expect(screen.queryByText('whsec_fresh')).toBeNull()
  })
})
