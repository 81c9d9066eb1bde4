// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CUSTOMERS_PATH, type OwnerCustomer } from '../../../contract/owner-customers'
import { OWNER_CONVERSATION_MESSAGES_PATH, OWNER_CONVERSATIONS_PATH } from '../../../contract/owner-inbox'
import {
  OWNER_CONVERSATION_ASSIGN_PATH,
  OWNER_CONVERSATION_LABEL_PATH,
  OWNER_LABELS_PATH,
  type OwnerLabel,
} from '../../../contract/owner-labels'
import { OWNER_TEAM_PATH, type TeamOwner } from '../../../contract/owner-team'
import { conversationsPage, FakeOwnerServer, testConversation, testMessage } from '../testing/fake-owner-server'
import { fakeOwnerLayout } from '../testing/owner-layout'
import { renderOwner } from '../testing/render-owner'

fakeOwnerLayout(64)
afterEach(cleanup)

const owner = (id: string, phoneNumber: string, you: boolean): TeamOwner => ({
  id,
  countryCode: '+91',
  phoneNumber,
  name: null,
  you,
  addedAt: '2026-01-01T00:00:00.000Z',
})

/** Meera's conversation with Paid and Cake order on it; the shop's labels; two owners, Asha (signed in) and Kabir. */
function server(labels: OwnerLabel[] = [{ _id: 'l1', name: 'Cake order', colour: 'pink' }]) {
  return new FakeOwnerServer()
    .on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage([testConversation({ customerId: 'c1', name: 'Meera', labelIds: ['paid', 'l1'] })]),
    }))
    .on('GET', OWNER_CONVERSATION_MESSAGES_PATH, () => ({
      body: { message: 'success', messages: [testMessage({ message: 'Hello' })], hasMore: false, nextBefore: null },
    }))
    .on('GET', OWNER_LABELS_PATH, () => ({ body: { message: 'success', labels } }))
    .on('GET', OWNER_TEAM_PATH, () => ({
      body: { message: 'success', owners: [owner('owner-1', '9000000001', true), owner('o2', '9000000002', false)] },
    }))
    .on('POST', OWNER_CONVERSATION_LABEL_PATH, ({ body }) => {
      const { labelId, on } = body as { labelId: string; on: boolean }
      return { body: { message: 'success', labelIds: on ? ['paid', 'l1', labelId] : ['l1'] } }
    })
    .on('POST', OWNER_CONVERSATION_ASSIGN_PATH, ({ body }) => ({
      body: { message: 'success', assignedTo: (body as { ownerId: string | null }).ownerId },
    }))
}

const meerasRow = () => screen.findByRole('button', { name: /Meera/ }, { timeout: 5000 })

describe('labels in the inbox', () => {
  it("shows a row's labels as chips, the product's in the owner's words, and follows live changes", async () => {
    const fake = server()
    const { live, stop } = renderOwner({ server: fake })
    // The first render loads the list, the labels and the team: slower on a busy machine.
    await waitFor(async () => expect((await meerasRow()).textContent).toContain('Cake order'), { timeout: 5000 })
    expect((await meerasRow()).textContent).toContain('Paid')

    act(() => live.emit('conversationLabels', { customerId: 'c1', labelIds: ['quoteSent'] }))
    expect((await meerasRow()).textContent).toContain('Quote sent')
    expect((await meerasRow()).textContent).not.toContain('Cake order')

    // Another owner renamed the label: it is read again.
    fake.on('GET', OWNER_LABELS_PATH, () => ({
      body: { message: 'success', labels: [{ _id: 'l1', name: 'Wedding cake', colour: 'red' }] },
    }))
    act(() => live.emit('conversationLabels', { customerId: 'c1', labelIds: ['l1'] }))
    act(() => live.emit('labels', {}))
    await waitFor(async () => expect((await meerasRow()).textContent).toContain('Wedding cake'), { timeout: 5000 })
    stop()
  })

  it("shows the Customers list's labels and follows live changes there too", async () => {
    const meera: OwnerCustomer = {
      customerId: 'c1',
      countryCode: '+91',
      phoneNumber: '9829000001',
      name: 'Meera',
      firstSeen: '2026-12-01T10:00:00.000Z',
      lastMessageAt: null,
      orders: 1,
      spent: 250,
      labelIds: ['paid'],
    }
    const fake = server().on('GET', OWNER_CUSTOMERS_PATH, () => ({
      body: { message: 'success', customers: [meera], hasMore: false, next: null },
    }))
    const { app, live, stop } = renderOwner({ server: fake })
    act(() => app.selectTab('customers'))
    const customers = await screen.findByRole('region', { name: 'Customers' })
    const row = () => within(customers).findByRole('button', { name: /Meera/ }, { timeout: 5000 })
    await waitFor(async () => expect((await row()).textContent).toContain('Paid'))
    act(() => live.emit('conversationLabels', { customerId: 'c1', labelIds: ['paid', 'l1'] }))
    expect((await row()).textContent).toContain('Cake order')
    expect(fake.callsTo(OWNER_CUSTOMERS_PATH)).toHaveLength(1)
    stop()
  })

  it('asks the server for the conversations of a label, and for Mine and Unassigned', async () => {
    const fake = server()
    const { stop } = renderOwner({ server: fake })
    await meerasRow()
    const label = await screen.findByRole('combobox', { name: 'Label' })
    await waitFor(() => expect(within(label).getByRole('option', { name: 'Cake order' })).toBeTruthy())
    fireEvent.change(label, { target: { value: 'l1' } })
    await waitFor(() => expect(fake.callsTo(OWNER_CONVERSATIONS_PATH).at(-1)?.query).toEqual({ label: 'l1' }))
    const who = await screen.findByRole('group', { name: 'Show conversations' })
    fireEvent.click(within(who).getByRole('button', { name: 'Mine' }))
    await waitFor(() =>
      expect(fake.callsTo(OWNER_CONVERSATIONS_PATH).at(-1)?.query).toEqual({ label: 'l1', assigned: 'mine' }),
    )
    expect(within(who).getByRole('button', { name: 'Mine' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(who).getByRole('button', { name: 'Unassigned' }))
    await waitFor(() => expect(fake.callsTo(OWNER_CONVERSATIONS_PATH).at(-1)?.query.assigned).toBe('unassigned'))
    stop()
  })

  it('puts a label on the open conversation, takes one off, and gives the conversation to another owner', async () => {
    const fake = server([
      { _id: 'l1', name: 'Cake order', colour: 'pink' },
      { _id: 'l2', name: 'Wholesale', colour: 'yellow' },
    ])
    const { stop } = renderOwner({ server: fake })
    fireEvent.click(await meerasRow())
    const tags = await screen.findByRole('group', { name: 'Labels of this conversation' })
    fireEvent.click(within(tags).getByRole('button', { name: 'Labels' }))
    fireEvent.click(await within(tags).findByRole('checkbox', { name: 'Wholesale' }))
    await within(tags).findByRole('button', { name: 'Remove label Wholesale' })
    expect(fake.callsTo(OWNER_CONVERSATION_LABEL_PATH).at(-1)?.body).toEqual({
      customerId: 'c1',
      labelId: 'l2',
      on: true,
    })
    fireEvent.click(within(tags).getByRole('button', { name: 'Remove label Paid' }))
    await waitFor(() => expect(within(tags).queryByRole('button', { name: 'Remove label Paid' })).toBeNull())

    const assign = await within(tags).findByRole('combobox', { name: 'Assigned to' })
    expect(within(assign).getByRole('option', { name: '+91 9000000001 (you)' })).toBeTruthy()
    fireEvent.change(assign, { target: { value: 'o2' } })
    await waitFor(() => expect((assign as HTMLSelectElement).value).toBe('o2'))
    expect(fake.callsTo(OWNER_CONVERSATION_ASSIGN_PATH).at(-1)?.body).toEqual({ customerId: 'c1', ownerId: 'o2' })
    stop()
  })
})
