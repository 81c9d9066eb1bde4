// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CATALOGUE_PATH } from '../../../contract/owner-catalogue'
import { OWNER_CATALOGUE_ITEMS_PATH } from '../../../contract/owner-catalogue-items'
import { OWNER_READY_TO_SELL_PATH, type SaleBlocker } from '../../../contract/ready-to-sell'
import { OWNER_SETTINGS_PATH, OWNER_SETTINGS_PAYMENTS_PATH } from '../../../contract/settings'
import { OWNER_SHARE_PATH, OWNER_SHARE_USED_PATH } from '../../../contract/owner-share'
import { FakeOwnerServer } from '../testing/fake-owner-server'
import { renderOwner } from '../testing/render-owner'
import { testCatalogue } from '../catalogue/testing/render-catalogue'
import { newSiteSettings, shareAnswer } from './share-fixtures'

afterEach(cleanup)

/** The owner's server answering 'Ready to sell' with each of `answers` in turn (the last one stays). */
function serverWith(answers: SaleBlocker[][]) {
  const server = new FakeOwnerServer()
  let current = answers[0]!
  server.on('GET', OWNER_READY_TO_SELL_PATH, () => {
    current = answers.shift() ?? current
    return { body: { message: 'success', ready: current.length === 0, blockers: current } }
  })
  server.on('GET', OWNER_SETTINGS_PATH, () => ({ body: newSiteSettings }))
  server.on('GET', OWNER_CATALOGUE_PATH, () => ({ body: testCatalogue }))
  server.on('GET', OWNER_CATALOGUE_ITEMS_PATH, () => ({
    body: { message: 'success', items: [], hasMore: false, next: null },
  }))
  return server
}

const card = () => screen.findByRole('region', { name: 'Ready to sell' })
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')

describe("'Ready to sell' on the first screen", () => {
  it('is green, with nothing to fix, when a customer can order now', async () => {
    const { stop } = renderOwner({ server: serverWith([[]]) })
    const region = await card()
    expect(within(region).getByRole('heading').textContent).toBe('✓ Ready to sell — customers can order now')
    expect(within(region).queryByRole('button')).toBeNull()
    stop()
  })

  it("offers the site's link to copy once green: sharing it is what is left to do", async () => {
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    const server = serverWith([[]])
    server.on('GET', OWNER_SHARE_PATH, () => ({ body: shareAnswer(['logo']) }))
    server.on('POST', OWNER_SHARE_USED_PATH, () => ({ body: shareAnswer(['logo', 'share']) }))
    const { stop } = renderOwner({ server })
    const region = await card()
    fireEvent.click(await within(region).findByRole('button', { name: 'Copy link' }))
    expect(await within(region).findByText('Link copied')).toBeTruthy()
    expect(copied).toEqual(['https://demo.vitrine.example'])
    await waitFor(() => expect(server.callsTo(OWNER_SHARE_USED_PATH)).toHaveLength(1))
    stop()
  })

  it.each([
    ['noPayment', 'There is no way for customers to pay', 'Set up payments', 'ow-settings-payments'],
    ['noDelivery', 'Nothing is delivered or collected', 'Set up delivery or pickup', 'ow-settings-delivery'],
    ['paused', 'New orders are paused', 'Take orders again', 'ow-settings-hours'],
    ['neverOpen', 'Your hours never open', 'Set your hours', 'ow-settings-hours'],
  ] as const)('goes red for %s, and its fix opens its place in Settings', async (blocker, text, fix, anchor) => {
    const { stop } = renderOwner({ server: serverWith([[blocker]]) })
    const region = await card()
    expect(within(region).getByRole('heading').textContent).toBe('! Not ready to sell yet')
    const item = within(region).getByRole('listitem')
    expect(within(item).getByText(text)).toBeTruthy()
    fireEvent.click(within(item).getByRole('button', { name: fix }))
    expect(selectedTab()?.textContent).toBe('Settings')
    await waitFor(() => expect(document.activeElement?.id).toBe(anchor))
    stop()
  })

  it('goes red without a priced item, and its fix opens the form for a new item', async () => {
    const { stop } = renderOwner({ server: serverWith([['noPricedItem', 'noPayment']]) })
    const region = await card()
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No product with a price is on your siteAdd a product',
      'There is no way for customers to paySet up payments',
    ])
    fireEvent.click(within(region).getByRole('button', { name: 'Add a product' }))
    expect(selectedTab()?.textContent).toBe('Catalogue')
    const form = await screen.findByRole('form', { name: 'New item' })
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Name' })))
    stop()
  })

  it('is read again when the owner comes back to the first screen, and after a reconnection', async () => {
    const { stop, server, live } = renderOwner({ server: serverWith([['noPayment'], ['paused'], []]) })
    await screen.findByRole('button', { name: 'Set up payments' })
    fireEvent.click(screen.getByRole('button', { name: 'Set up payments' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Inbox' }))
    expect(await screen.findByRole('button', { name: 'Take orders again' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Set up payments' })).toBeNull()
    act(() => live.emit('reconnected'))
    const region = await card()
    await waitFor(() => expect(within(region).queryByRole('button')).toBeNull())
    expect(within(region).getByRole('heading').textContent).toContain('customers can order now')
    expect(server.callsTo(OWNER_READY_TO_SELL_PATH)).toHaveLength(3)
    stop()
  })
})

describe('the next fix on every screen, once one was opened from the first', () => {
  it('offers the next fix above the other screens, reads again after a save in Settings, then the link', async () => {
    const server = serverWith([['noPricedItem', 'noPayment'], ['noPayment'], []])
    server.on('GET', OWNER_SHARE_PATH, () => ({ body: shareAnswer(['logo']) }))
    server.on('POST', OWNER_SETTINGS_PAYMENTS_PATH, () => ({ body: newSiteSettings }))
    const { app, live, stop } = renderOwner({ server })
    expect(screen.queryByText(/things? left/)).toBeNull()
    fireEvent.click(within(await card()).getByRole('button', { name: 'Add a product' }))
    const strip = await screen.findByRole('region', { name: 'Ready to sell' })
    expect(within(strip).getByRole('status').textContent).toBe('Not ready to sell yet: 2 things left')
    // The item saved: the strip listens as the card does (here its reconnection; a catalogue change alike).
    act(() => live.emit('reconnected'))
    await waitFor(() =>
      expect(within(strip).getByRole('status').textContent).toBe('Not ready to sell yet: 1 thing left'),
    )
    fireEvent.click(within(strip).getByRole('button', { name: 'Set up payments' }))
    expect(selectedTab()?.textContent).toBe('Settings')
    // Payments saved: Settings' new answer reads it again, and the strip offers the link.
    await screen.findByRole('textbox', { name: 'UPI id' })
    await act(async () => void (await app.panels.settings.savePayments()))
    expect(await within(strip).findByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(within(strip).getByText('Ready to sell — customers can order now')).toBeTruthy()
    stop()
  })
})
