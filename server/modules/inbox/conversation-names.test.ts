import { describe, expect, it } from 'vitest'
import { ConversationsResponse, OWNER_CONVERSATIONS_PATH } from '../../../contract/owner-inbox.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { ownerCalls } from './test-helpers.js'

const KEY = 'demo-owner-key-names-0123456789'

describe.each(testDatabases)("the conversation list's names on $name", (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${KEY}` } })
  const owner = ownerCalls(() => ctx.app, KEY)
  const nameOf = async (customerId: string) => {
    const { conversations } = answerOf(ConversationsResponse, await owner.get(OWNER_CONVERSATIONS_PATH))
    return conversations.find((conversation) => conversation.customerId === customerId)?.name
  }

  it("names a customer with no name of their own by their default address's name, else their first one's", async () => {
    const customer = await signIn(ctx.app, 7)
    const site = await ctx.app.tenancy.siteBySubdomain('demo')
    expect(await nameOf(customer.customerId)).toBeNull()
    const address = (fullName: string, isDefault: boolean) => ({
      siteId: site!.id,
      customerId: customer.customerId,
      type: 'home' as const,
      name: null,
      fullName,
      countryCode: '+91',
      phone: '9822012345',
      addressLine1: '7 FC Road',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      isDefault,
    })
    await ctx.app.db.insertInto('deliveryAddresses').values(address('Neha Kulkarni', false)).execute()
    expect(await nameOf(customer.customerId)).toBe('Neha Kulkarni')
    await ctx.app.db.insertInto('deliveryAddresses').values(address('Neha K. (office)', true)).execute()
    expect(await nameOf(customer.customerId)).toBe('Neha K. (office)')
    // A name of their own comes first.
    await ctx.app.db.updateTable('customers').set({ name: 'Neha' }).where('id', '=', customer.customerId).execute()
    expect(await nameOf(customer.customerId)).toBe('Neha')
  })
})
