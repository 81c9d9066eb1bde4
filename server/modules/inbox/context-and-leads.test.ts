import { beforeAll, expect, it } from 'vitest'
import { CART_ADD_PATH } from '../../../contract/cart.js'
import { CONTACT_PATH } from '../../../contract/contact.js'
import {
  CustomerContextResponse,
  LEADS_PAGE_SIZE,
  LeadHandledResponse,
  LeadsResponse,
  OWNER_CUSTOMER_CONTEXT_PATH,
  OWNER_LEADS_PATH,
  OWNER_LEAD_HANDLED_PATH,
  OWNER_SOCKET_EVENTS,
  type OwnerLeadEvent,
} from '../../../contract/owner-inbox.js'
import { REPORT_MANUAL_PAYMENT_PATH } from '../../../contract/payment.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, TWO_OWNERS_ENV, describeWithApp } from '../../test/app.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, delhiAddress, demoItemIds, failureOf } from '../order/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'
import { listenLocally } from '../realtime/socket-test-client.js'
import { CONTEXT_ORDERS } from './customer-context.js'
import { listenAsOwner, type OwnerListener } from '../../test/owner-room.js'
import { ownerCalls } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

describeWithApp('owner inbox: customer context and leads', { env: TWO_OWNERS_ENV }, (ctx) => {
  const demo = ownerCalls(() => ctx.app, DEMO_OWNER_KEY)
  const acme = ownerCalls(() => ctx.app, ACME_OWNER_KEY)
  const calls = paymentCalls(() => ctx.app)
  let alice: SignedIn
  let owner: OwnerListener
  let siteId: string
  let acmeSiteId: string
  let ip = 0
  const contact = (name: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      remoteAddress: `10.77.0.${++ip}`,
      payload: {
        name,
        contact: '9829012345',
        countryCode: '+91',
        email: 'asha@example.com',
        company: 'Kesar Foods',
        subdomain: 'demo',
        messageContent: 'Bulk order of masala',
        ...extra,
      },
    })

  beforeAll(async () => {
    acmeSiteId = await addSite(ctx.database.db)
    siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    alice = await signIn(ctx.app, 1)
    owner = await listenAsOwner(ctx.app, await listenLocally(ctx.app), siteId, await signIn(ctx.app, 20))
    return () => owner.close()
  })

  it('shows the customer beside the conversation: cart, addresses, orders with reported payments', async () => {
    const ids = await demoItemIds(ctx.app)
    const added = await calls.post(alice, CART_ADD_PATH, {
      item: { _id: ids['chai-masala'], selectedVariant: 'var-chai-masala-50g', quantity: 3 },
    })
    expect(added.statusCode).toBe(200)
    const first = await calls.order(alice)
    await calls.addAddress(alice, delhiAddress())
    const second = await calls.order(alice)
    const reported = await calls.post(alice, REPORT_MANUAL_PAYMENT_PATH, {
      orderId: second._id,
      reference: '412345678901',
      screenshotUrl: '/uploads/demo/chat-widget/images/proof.png',
    })
    expect(reported.statusCode).toBe(200)

    const context = answerOf(
      CustomerContextResponse,
      await demo.get(OWNER_CUSTOMER_CONTEXT_PATH, { customerId: alice.customerId }),
    )
    expect(context.customer).toMatchObject({
      customerId: alice.customerId,
      countryCode: '+91',
      phoneNumber: '9000000001',
      // No profile name: the name on the default delivery address (not 'No name given').
      name: 'Asha Verma',
    })
    expect(context.cart.map((item) => [item.name, item.quantity])).toEqual([['Adrak-Elaichi Chai Masala', 3]])
    expect(context.addresses.map((address) => address.city).sort()).toEqual(['Jaipur', 'New Delhi'])
    expect(context.orders.map((order) => order._id)).toEqual([second._id, first._id])
    expect(context.orders[1]!.reportedPayments).toEqual([])
    expect(context.orders[0]!.reportedPayments).toEqual([
      {
        milestoneId: second.paymentMilestones[0]!.id,
        reference: '412345678901',
        screenshotUrl: '/uploads/demo/chat-widget/images/proof.png',
        amount: second.paymentMilestones[0]!.amount,
        reportedAt: expect.any(String),
      },
    ])
    expect(failureOf(await acme.get(OWNER_CUSTOMER_CONTEXT_PATH, { customerId: alice.customerId }))).toEqual([
      404,
      'Customer not found',
      'NOT_FOUND',
    ])
  })

  it('names a customer with no profile name and no address as nobody, and a profile name wins', async () => {
    const carol = await signIn(ctx.app, 3)
    const nameOf = async () =>
      answerOf(CustomerContextResponse, await demo.get(OWNER_CUSTOMER_CONTEXT_PATH, { customerId: carol.customerId }))
        .customer.name
    expect(await nameOf()).toBeNull()
    await calls.addAddress(carol, delhiAddress())
    expect(await nameOf()).toBe('Ravi Kumar')
    await ctx.app.db.updateTable('customers').set({ name: 'Carol' }).where('id', '=', carol.customerId).execute()
    expect(await nameOf()).toBe('Carol')
  })

  it(`shows the latest ${CONTEXT_ORDERS} orders, newest first`, async () => {
    const bob = await signIn(ctx.app, 2)
    const made = []
    for (let index = 0; index < CONTEXT_ORDERS + 2; index++) made.push(await calls.order(bob))
    const context = answerOf(
      CustomerContextResponse,
      await demo.get(OWNER_CUSTOMER_CONTEXT_PATH, { customerId: bob.customerId }),
    )
    expect(context.orders.map((order) => order.orderId)).toEqual(
      made
        .slice(-CONTEXT_ORDERS)
        .reverse()
        .map((order) => order.orderId),
    )
  })

  it('lists contact-form leads newest first, open by default, and tells the owner room of each new one', async () => {
    expect((await contact('Asha Verma')).statusCode).toBe(200)
    const pushed = await owner.next<OwnerLeadEvent>(
      OWNER_SOCKET_EVENTS.lead,
      (event) => event.lead.name === 'Asha Verma',
    )
    expect(pushed.lead).toMatchObject({
      contact: '9829012345',
      countryCode: '+91',
      email: 'asha@example.com',
      company: 'Kesar Foods',
      messageContent: 'Bulk order of masala',
      message: null,
      handledAt: null,
    })
    expect((await contact('Ravi Kumar', { email: '', company: '' })).statusCode).toBe(200)

    const open = answerOf(LeadsResponse, await demo.get(OWNER_LEADS_PATH))
    expect(open.leads.map((lead) => lead.name)).toEqual(['Ravi Kumar', 'Asha Verma'])
    expect(open.leads[0]).toMatchObject({ email: null, company: null })
    expect(open.leads[1]).toEqual(pushed.lead)
    expect(open.leads[0]).not.toHaveProperty('ip')
    expect([open.open, open.hasMore, open.nextBefore]).toEqual([2, false, null])
    expect(answerOf(LeadsResponse, await acme.get(OWNER_LEADS_PATH)).leads).toEqual([])
  })

  it('marks a lead handled (and open again), tells the owner room, and filters by status', async () => {
    const [ravi, asha] = answerOf(LeadsResponse, await demo.get(OWNER_LEADS_PATH)).leads
    const handled = answerOf(
      LeadHandledResponse,
      await demo.post(OWNER_LEAD_HANDLED_PATH, { leadId: asha!._id, handled: true }),
    ).lead
    expect(handled).toMatchObject({ _id: asha!._id, handledAt: expect.any(String) })
    const event = await owner.next<OwnerLeadEvent>(
      OWNER_SOCKET_EVENTS.lead,
      (candidate) => candidate.lead._id === asha!._id && candidate.lead.handledAt !== null,
    )
    expect(event.lead).toEqual(handled)
    // Handled twice keeps the first time.
    expect(
      answerOf(LeadHandledResponse, await demo.post(OWNER_LEAD_HANDLED_PATH, { leadId: asha!._id, handled: true })).lead
        .handledAt,
    ).toBe(handled.handledAt)

    const byStatus = async (status: string) => answerOf(LeadsResponse, await demo.get(OWNER_LEADS_PATH, { status }))
    expect((await byStatus('open')).leads.map((lead) => lead.name)).toEqual([ravi!.name])
    expect((await byStatus('handled')).leads.map((lead) => lead.name)).toEqual([asha!.name])
    expect((await byStatus('all')).leads.map((lead) => lead.name)).toEqual([ravi!.name, asha!.name])
    expect((await byStatus('all')).open).toBe(1)
    const badStatus = await demo.get(OWNER_LEADS_PATH, { status: 'closed' })
    expect([badStatus.statusCode, badStatus.json().errors[0].path]).toEqual([400, 'query.status'])

    const reopened = answerOf(
      LeadHandledResponse,
      await demo.post(OWNER_LEAD_HANDLED_PATH, { leadId: asha!._id, handled: false }),
    ).lead
    expect(reopened.handledAt).toBeNull()
    expect((await byStatus('open')).open).toBe(2)
    expect(failureOf(await acme.post(OWNER_LEAD_HANDLED_PATH, { leadId: asha!._id, handled: true }))).toEqual([
      404,
      'Lead not found',
      'NOT_FOUND',
    ])
    expect(failureOf(await demo.post(OWNER_LEAD_HANDLED_PATH, { leadId: 'nope', handled: true }))).toEqual([
      404,
      'Lead not found',
      'NOT_FOUND',
    ])
  })

  it('pages the leads by the last lead, ties by id', async () => {
    const at = new Date('2026-11-01T08:00:00.000Z').getTime()
    const total = LEADS_PAGE_SIZE + 5
    for (let index = 0; index < total; index++) {
      await ctx.app.db
        .insertInto('contactSubmissions')
        .values({
          siteId: acmeSiteId,
          name: `Lead ${index}`,
          contact: '9829012345',
          countryCode: '+91',
          createdAt: new Date(at + Math.floor(index / 2) * 1000),
        })
        .execute()
    }
    const first = answerOf(LeadsResponse, await acme.get(OWNER_LEADS_PATH))
    expect([first.leads.length, first.hasMore, first.open]).toEqual([LEADS_PAGE_SIZE, true, total])
    const second = answerOf(LeadsResponse, await acme.get(OWNER_LEADS_PATH, { before: first.nextBefore! }))
    expect([second.leads.length, second.hasMore, second.nextBefore]).toEqual([5, false, null])
    const all = [...first.leads, ...second.leads]
    expect(new Set(all.map((lead) => lead._id)).size).toBe(total)
    const times = all.map((lead) => lead.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    // Another site's lead is no cursor here.
    const demoLead = answerOf(LeadsResponse, await demo.get(OWNER_LEADS_PATH)).leads[0]!
    const foreign = await acme.get(OWNER_LEADS_PATH, { before: demoLead._id })
    expect([foreign.statusCode, foreign.json().errors[0].path]).toEqual([400, 'query.before'])
  })
})
