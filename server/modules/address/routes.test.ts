import { testAddress } from '../../../contract/testing/test-address.js'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ADD_ADDRESS_PATH,
  AddressesResponse,
  DELETE_ADDRESS_PATH,
  DeleteAddressResponse,
  GET_ADDRESSES_PATH,
  MAX_ADDRESSES,
  UPDATE_ADDRESS_PATH,
  type DeliveryAddress,
} from '../../../contract/address.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, delhiAddress, failureOf, jaipurAddress, orderCalls } from '../order/test-helpers.js'
import { errorPaths } from '../../test/answers.js'

describe.each(testDatabases)('delivery addresses on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  const calls = orderCalls(() => ctx.app)
  let customers: SignedIn[]
  let next = 0
  const customer = () => customers[next++]!
  const list = async (who: SignedIn) => answerOf(AddressesResponse, await calls.get(who, GET_ADDRESSES_PATH)).data
  const defaults = (addresses: DeliveryAddress[]) =>
    addresses.filter((address) => address.isDefault).map((address) => address.fullName)

  beforeAll(async () => {
    customers = []
    for (let index = 1; index <= 8; index++) customers.push(await signIn(ctx.app, index))
  })

  it('adds with the address fields; the first address is the default whatever it says', async () => {
    const alice = customer()
    expect(await list(alice)).toEqual([])
    const [home] = await calls.addAddress(
      alice,
      jaipurAddress({ fullName: '  Asha Verma ', name: "Mom's place", addressLine2: '  ', isDefault: false }),
    )
    expect(home).toEqual(testAddress({ _id: expect.any(String), name: "Mom's place" }))
    expect(await list(alice)).toEqual([home])
  })

  it('refuses invalid addresses with their messages at the field paths', async () => {
    const alice = customer()
    const response = await calls.post(alice, ADD_ADDRESS_PATH, {
      deliveryAddress: {
        type: 'home',
        fullName: ' ',
        phone: '98-290',
        addressLine1: '',
        city: '',
        state: ' ',
        pincode: '02017',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'body.deliveryAddress.fullName', message: 'Please enter your full name.' },
      { path: 'body.deliveryAddress.phone', message: 'Please enter a valid phone number.' },
      { path: 'body.deliveryAddress.addressLine1', message: 'Please enter your address.' },
      { path: 'body.deliveryAddress.city', message: 'Please enter your city.' },
      { path: 'body.deliveryAddress.state', message: 'Please enter your state.' },
      { path: 'body.deliveryAddress.pincode', message: 'Please enter a valid 6-digit pincode' },
    ])
    // More than 15 digits, fewer than 10, and a pincode the postal directory does not know.
    for (const phone of ['1234567890123456', '987654321']) {
      const bad = await calls.post(alice, ADD_ADDRESS_PATH, { deliveryAddress: jaipurAddress({ phone }) })
      expect(bad.json().errors).toEqual([
        { path: 'body.deliveryAddress.phone', message: 'Please enter a valid phone number.' },
      ])
    }
    const unknown = await calls.post(alice, ADD_ADDRESS_PATH, { deliveryAddress: jaipurAddress({ pincode: '999999' }) })
    expect(unknown.json().errors).toEqual([
      { path: 'body.deliveryAddress.pincode', message: 'Invalid pincode or no delivery available' },
    ])
    const long = await calls.post(alice, ADD_ADDRESS_PATH, {
      deliveryAddress: jaipurAddress({ addressLine1: 'x'.repeat(201) }),
    })
    expect(errorPaths(long)).toEqual(['body.deliveryAddress.addressLine1'])
    expect(await list(alice)).toEqual([])
  })

  it('keeps exactly one default: a new default moves it; update can move it but not drop it', async () => {
    const alice = customer()
    await calls.addAddress(alice, jaipurAddress({ fullName: 'First' }))
    await calls.addAddress(alice, delhiAddress({ fullName: 'Second' }))
    const third = await calls.addAddress(alice, delhiAddress({ fullName: 'Third', isDefault: true }))
    expect(third.map((address) => address.fullName)).toEqual(['Third', 'Second', 'First'])
    expect(defaults(third)).toEqual(['Third'])
    const first = third.find((address) => address.fullName === 'First')!
    const moved = answerOf(
      AddressesResponse,
      await calls.post(alice, UPDATE_ADDRESS_PATH, {
        addressId: first._id,
        updatedAddress: jaipurAddress({ fullName: 'First', city: 'Jaipur City', isDefault: true }),
      }),
    ).data
    expect(defaults(moved)).toEqual(['First'])
    expect(moved[0]).toMatchObject({ _id: first._id, city: 'Jaipur City', isDefault: true })
    const kept = answerOf(
      AddressesResponse,
      await calls.post(alice, UPDATE_ADDRESS_PATH, {
        addressId: first._id,
        updatedAddress: jaipurAddress({ fullName: 'First', isDefault: false }),
      }),
    ).data
    expect(defaults(kept)).toEqual(['First'])
    const invalid = await calls.post(alice, UPDATE_ADDRESS_PATH, {
      addressId: first._id,
      updatedAddress: jaipurAddress({ city: ' ' }),
    })
    expect(invalid.json().errors).toEqual([{ path: 'body.updatedAddress.city', message: 'Please enter your city.' }])
  })

  it('deletes only while more than one is left; deleting the default promotes the newest other', async () => {
    const alice = customer()
    const [only] = await calls.addAddress(alice, jaipurAddress({ fullName: 'Only' }))
    expect(failureOf(await calls.post(alice, DELETE_ADDRESS_PATH, { addressId: only!._id }))).toEqual([
      409,
      'You need at least one delivery address: add another before deleting this one.',
      'LAST_ADDRESS',
    ])
    await calls.addAddress(alice, delhiAddress({ fullName: 'Older' }))
    await calls.addAddress(alice, delhiAddress({ fullName: 'Newest' }))
    const left = answerOf(DeleteAddressResponse, await calls.post(alice, DELETE_ADDRESS_PATH, { addressId: only!._id }))
    expect(left.success).toBe(true)
    expect(left.data.map((address) => [address.fullName, address.isDefault])).toEqual([
      ['Newest', true],
      ['Older', false],
    ])
  })

  it(`caps a customer at ${MAX_ADDRESSES} addresses (409)`, async () => {
    const alice = customer()
    for (let index = 0; index < MAX_ADDRESSES; index++)
      await calls.addAddress(alice, jaipurAddress({ fullName: `Person ${index}` }))
    expect(failureOf(await calls.post(alice, ADD_ADDRESS_PATH, { deliveryAddress: jaipurAddress() }))).toEqual([
      409,
      `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`,
      'ADDRESS_LIMIT',
    ])
    expect(await list(alice)).toHaveLength(MAX_ADDRESSES)
  })

  it("refuses another customer's addresses: 403 for their customerId, 404 for their address id", async () => {
    const [alice, bob] = [customer(), customer()]
    const [bobs] = await calls.addAddress(bob, delhiAddress())
    const forged = await ctx.app.inject({
      url: GET_ADDRESSES_PATH,
      query: { customerId: bob.customerId },
      headers: { authorization: alice.authorization },
    })
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'FORBIDDEN'])
    const forgedAdd = await calls.post(alice, ADD_ADDRESS_PATH, {
      customerId: bob.customerId,
      deliveryAddress: jaipurAddress(),
    })
    expect(forgedAdd.statusCode).toBe(403)
    await calls.addAddress(alice, jaipurAddress())
    expect(
      failureOf(
        await calls.post(alice, UPDATE_ADDRESS_PATH, { addressId: bobs!._id, updatedAddress: jaipurAddress() }),
      ),
    ).toEqual([404, 'Address not found', 'NOT_FOUND'])
    expect(failureOf(await calls.post(alice, DELETE_ADDRESS_PATH, { addressId: bobs!._id }))).toEqual([
      404,
      'Address not found',
      'NOT_FOUND',
    ])
    expect(await list(bob)).toEqual([bobs])
    const noToken = await ctx.app.inject({ url: GET_ADDRESSES_PATH, query: { customerId: alice.customerId } })
    expect([noToken.statusCode, noToken.json().code]).toEqual([401, 'NO_TOKEN'])
  })
})
