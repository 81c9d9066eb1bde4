// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_OFFERS_PATH, type NewOffer, type OwnerOffersResponse } from '../../../contract/offers'
import { OWNER_CATALOGUE_ITEMS_PATH } from '../../../contract/owner-catalogue-items'
import { OWNER_UPLOAD_PATH } from '../../../contract/owner-inbox'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { OffersSection } from './OffersSection'
import { OffersStore } from './offers-store'

afterEach(cleanup)

const sent = {
  id: 'f1',
  text: 'Diwali: 10% off all sweets',
  photo: null,
  itemName: 'Jaipuri Ghevar',
  code: 'DIWALI10',
  sentAt: '2026-11-22T06:00:00.000Z',
  received: 12,
  opened: 7,
  ordered: 3,
}
const items = { message: 'success', items: [{ _id: 'i1', name: 'Jaipuri Ghevar' }], hasMore: false, next: null }

describe('the Offers section', () => {
  it('sends an offer with an item and a code, then shows its figures and when the next may go', async () => {
    const bodies: NewOffer[] = []
    let answer: OwnerOffersResponse = { offers: [], optedIn: 12, nextOfferAt: null }
    renderOwnerPanel(
      {
        [`GET ${OWNER_OFFERS_PATH}`]: () => ({ body: answer }),
        [`GET ${OWNER_CATALOGUE_ITEMS_PATH}`]: { body: items },
        [`POST ${OWNER_UPLOAD_PATH}`]: { body: { url: '/uploads/site/offer.png' } },
        [`POST ${OWNER_OFFERS_PATH}`]: (request) => {
          bodies.push(request.body as NewOffer)
          answer = { offers: [sent], optedIn: 12, nextOfferAt: '2026-11-29T06:00:00.000Z' }
          return { body: answer }
        },
      },
      (api) => <OffersSection store={new OffersStore(api)} />,
    )
    expect(await screen.findByText('12 customers get your offers.')).toBeTruthy()
    expect(screen.getByText('No offers sent yet.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Offer' }), { target: { value: sent.text } })
    fireEvent.change(screen.getByLabelText('Add photo'), {
      target: { files: [new File(['png'], 'offer.png', { type: 'image/png' })] },
    })
    expect(await screen.findByRole('img', { name: 'Photo of the offer' })).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Item (optional)' }), { target: { value: 'i1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code (optional)' }), {
      target: { value: 'DIWALI10' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }))
    await waitFor(() =>
      expect(bodies).toEqual([{ text: sent.text, photo: '/uploads/site/offer.png', itemId: 'i1', code: 'DIWALI10' }]),
    )
    expect(await screen.findByText('Received 12 · Opened 7 · Ordered 3')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/^One offer a week\. The next one can go on 29 Nov 2026/)
    expect(screen.queryByRole('button', { name: 'Send offer' })).toBeNull()
  })

  it("says the server's reason beside the field it names", async () => {
    renderOwnerPanel(
      {
        [`GET ${OWNER_OFFERS_PATH}`]: { body: { offers: [], optedIn: 0, nextOfferAt: null } },
        [`GET ${OWNER_CATALOGUE_ITEMS_PATH}`]: { body: items },
        [`POST ${OWNER_OFFERS_PATH}`]: {
          status: 400,
          body: {
            message: 'Invalid request',
            errors: [{ path: 'body.code', message: 'Your shop has no discount code by this name.' }],
          },
        },
      },
      (api) => <OffersSection store={new OffersStore(api)} />,
    )
    fireEvent.change(await screen.findByRole('textbox', { name: 'Offer' }), { target: { value: 'Sale' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code (optional)' }), { target: { value: 'NOPE' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }))
    expect(await screen.findByText('Your shop has no discount code by this name.')).toBeTruthy()
    const code = screen.getByRole('textbox', { name: 'Discount code (optional)' })
    expect(code.getAttribute('aria-invalid')).toBe('true')
  })
})
