// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CHECKLIST_DISMISS_PATH, OWNER_SHARE_PATH } from '../../../contract/owner-share'
import { OWNER_SETTINGS_PATH } from '../../../contract/settings'
import { OWNER_CATALOGUE_PATH } from '../../../contract/owner-catalogue'
import { OWNER_CATALOGUE_ITEMS_PATH } from '../../../contract/owner-catalogue-items'
import { FakeOwnerServer } from '../testing/fake-owner-server'
import { renderOwner } from '../testing/render-owner'
import { testCatalogue } from '../catalogue/testing/render-catalogue'
import { newSiteSettings, shareAnswer } from './share-fixtures'

afterEach(cleanup)

function serverWith(answers: ReturnType<typeof shareAnswer>[]) {
  const server = new FakeOwnerServer()
  let current = answers[0]!
  server.on('GET', OWNER_SHARE_PATH, () => {
    current = answers.shift() ?? current
    return { body: current }
  })
  server.on('POST', OWNER_CHECKLIST_DISMISS_PATH, () => ({
    body: { ...current, checklist: { ...current.checklist, dismissed: true } },
  }))
  server.on('GET', OWNER_SETTINGS_PATH, () => ({ body: newSiteSettings }))
  return server
}

const checklist = () => screen.queryByRole('region', { name: 'Get your site ready' })

describe('the onboarding checklist', () => {
  it('shows on the first screen with the steps the data ticks, and each open step leads to its section', async () => {
    const { stop } = renderOwner({
      server: serverWith([shareAnswer(['logo', 'product']), shareAnswer(['logo', 'product', 'upi'])]),
    })
    const list = await screen.findByRole('region', { name: 'Get your site ready' })
    expect(within(list).getByText('2 of 6 done')).toBeTruthy()
    expect(within(list).getByText('Add a logo').closest('li')!.textContent).toBe('✓Add a logo, Done')
    // A done step is no button; an open one is.
    expect(within(list).queryByRole('button', { name: /Add a logo/ })).toBeNull()

    fireEvent.click(within(list).getByRole('button', { name: 'Set your UPI id, To do' }))
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true')
    expect(checklist()).toBeNull()
    // It opens the Payments screen of Settings, its heading focused.
    await waitFor(() => expect(document.activeElement?.id).toBe('ow-settings-payments'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Payments' }))
    expect(await screen.findByRole('textbox', { name: 'UPI id' })).toBeTruthy()

    // Back on the first screen, the list is read again: the UPI id set meanwhile is ticked.
    fireEvent.click(screen.getByRole('tab', { name: 'Inbox' }))
    await waitFor(() => expect(screen.getByText('3 of 6 done')).toBeTruthy())
    expect(screen.getByText('Set your UPI id').closest('li')!.textContent).toBe('✓Set your UPI id, Done')

    fireEvent.click(screen.getByRole('button', { name: 'Share your site, To do' }))
    expect(screen.getByRole('tab', { name: 'Share' }).getAttribute('aria-selected')).toBe('true')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Share your site'))
    stop()
  })

  it("opens the new item form for 'Add a first product', and Delivery for 'Set up delivery or pickup'", async () => {
    const server = serverWith([shareAnswer(['logo'])])
    server.on('GET', OWNER_CATALOGUE_PATH, () => ({ body: testCatalogue }))
    server.on('GET', OWNER_CATALOGUE_ITEMS_PATH, () => ({
      body: { message: 'success', items: [], hasMore: false, next: null },
    }))
    const { stop } = renderOwner({ server })
    fireEvent.click(await screen.findByRole('button', { name: 'Add a first product, To do' }))
    expect(screen.getByRole('tab', { name: 'Catalogue' }).getAttribute('aria-selected')).toBe('true')
    const form = await screen.findByRole('form', { name: 'New item' })
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Name' })))

    fireEvent.click(screen.getByRole('tab', { name: 'Inbox' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Set up delivery or pickup, To do' }))
    await waitFor(() => expect(document.activeElement?.id).toBe('ow-settings-delivery'))
    stop()
  })

  it('goes away when the owner hides it', async () => {
    const { stop, server } = renderOwner({ server: serverWith([shareAnswer([])]) })
    fireEvent.click(await screen.findByRole('button', { name: 'Hide this list' }))
    await waitFor(() => expect(checklist()).toBeNull())
    expect(server.callsTo(OWNER_CHECKLIST_DISMISS_PATH)).toHaveLength(1)
    stop()
  })

  it('is not shown once every step is done, nor once hidden before', async () => {
    const done = renderOwner({
      server: serverWith([shareAnswer(['logo', 'product', 'delivery', 'upi', 'hours', 'share'])]),
    })
    await waitFor(() => expect(done.server.callsTo(OWNER_SHARE_PATH)).toHaveLength(1))
    await screen.findByRole('tab', { name: 'Inbox' })
    expect(checklist()).toBeNull()
    done.stop()
    cleanup()
    const hidden = renderOwner({ server: serverWith([shareAnswer(['logo'], true)]) })
    await waitFor(() => expect(hidden.server.callsTo(OWNER_SHARE_PATH)).toHaveLength(1))
    expect(checklist()).toBeNull()
    hidden.stop()
  })

  it('stays, every step ticked, when the last step is done during the visit', async () => {
    const all = ['logo', 'product', 'delivery', 'upi', 'hours', 'share'] as const
    const { stop } = renderOwner({
      server: serverWith([shareAnswer(['logo', 'product', 'delivery', 'upi', 'hours']), shareAnswer([...all])]),
    })
    const list = await screen.findByRole('region', { name: 'Get your site ready' })
    expect(within(list).getByText('5 of 6 done')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Leads' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Inbox' }))
    await waitFor(() => expect(screen.getByText('6 of 6 done')).toBeTruthy())
    expect(screen.getByText('Share your site').closest('li')!.textContent).toBe('✓Share your site, Done')
    stop()
  })
})
