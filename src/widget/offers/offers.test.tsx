// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CUSTOMER_OFFER_OPENED_PATH, CUSTOMER_OFFERS_PATH } from '../../../contract/offers'
import { EngineProvider } from '../../engine'
import { MessageBubble } from '../components/MessageBubble'
import { askForOffers, optInKey } from './ask-for-offers'
import { offersTestEngine } from './offers-test-engine'

afterEach(cleanup)
beforeEach(() => localStorage.clear())

const setup = (optedIn = false) => offersTestEngine(optedIn)

describe('offers in the widget', () => {
  it('draws an offer as its card, counts it opened once, and unsubscribes (and back) in one tap', async () => {
    const { test, state } = await setup(true)
    const message = test.message({
      sender: 'system',
      message: 'Diwali: 10% off all sweets',
      kind: 'offer',
      offer: {
        offerId: 'f1',
        photo: '/uploads/s1/offer.webp',
        code: 'DIWALI10',
        item: { name: 'Ghevar', path: '/products/ghevar' },
      },
    })
    const view = render(
      <EngineProvider engine={test.engine}>
        <MessageBubble message={message} />
      </EngineProvider>,
    )
    expect(await screen.findByText('Use code DIWALI10 at checkout')).toBeTruthy()
    expect(screen.getByText('Diwali: 10% off all sweets')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Photo of the offer' }).getAttribute('src')).toBe('/uploads/s1/offer.webp')
    expect(screen.getByRole('link', { name: 'See Ghevar' }).getAttribute('href')).toMatch(/\/products\/ghevar$/)
    view.rerender(
      <EngineProvider engine={test.engine}>
        <MessageBubble message={message} />
      </EngineProvider>,
    )
    await waitFor(() => expect(test.transport.callsTo(CUSTOMER_OFFER_OPENED_PATH)).toHaveLength(1))
    expect(test.transport.callsTo(CUSTOMER_OFFER_OPENED_PATH)[0]!.body).toEqual({ offerId: 'f1' })

    expect(screen.getByRole('status').textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from offers' }))
    expect(await screen.findByText('You are unsubscribed: no more offers will come.')).toBeTruthy()
    expect(state.optedIn).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Turn offers back on' }))
    expect(await screen.findByText('Offers are on again.')).toBeTruthy()
    expect(state.optedIn).toBe(true)
  })

  it('shows the card in Hindi when the widget reads Hindi', async () => {
    const { test } = await setup(true)
    await act(() => test.engine.i18n.changeLanguage('hi'))
    const message = test.message({
      sender: 'system',
      message: 'दिवाली ऑफ़र',
      kind: 'offer',
      offer: { offerId: 'f2', photo: null, code: 'DIWALI10', item: null },
    })
    render(
      <EngineProvider engine={test.engine}>
        <MessageBubble message={message} />
      </EngineProvider>,
    )
    expect(await screen.findByRole('button', { name: 'ऑफ़र की सदस्यता छोड़ें' })).toBeTruthy()
    expect(screen.getByText('चेकआउट पर कोड DIWALI10 लगाएँ')).toBeTruthy()
  })

  it('asks a customer not opted in once, apart from notifications, and opts them in', async () => {
    const { test, state } = await setup(false)
    const stop = askForOffers(test.engine)
    const dialog = await screen.findByRole('dialog', { name: 'Get offers from Kesar Kitchen?' })
    expect(dialog.textContent).toContain('at most one a week')
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send me offers' }))
    await waitFor(() => expect(state.optedIn).toBe(true))
    expect(await screen.findByText("Done: you will get Kesar Kitchen's offers here.")).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(optInKey(test.engine.site.subdomain))).toBe('answered')
    stop()
    // Answered on this browser: not asked again.
    askForOffers(test.engine)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not ask a customer who is opted in already', async () => {
    const { test } = await setup(true)
    askForOffers(test.engine)
    await waitFor(() => expect(test.transport.callsTo(CUSTOMER_OFFERS_PATH, 'GET')).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
