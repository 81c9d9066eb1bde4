import type { Kysely } from 'kysely'
import { MAX_ADDRESSES, type DeliveryAddress, type DeliveryAddressInput } from '../../../contract/address.js'
import type { FieldError } from '../../../contract/decode.js'
import type { Database } from '../../db/schema.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import type { PincodeProvider } from '../../providers/pincode/index.js'
import { serverText } from '../../text/server-text.js'
import { AddressRepository, toWireAddress, type AddressOwner } from './address-repository.js'

/** Longest text an address field keeps (a label, a name, a line). */
export const MAX_ADDRESS_FIELD_LENGTH = 200

const TEXT_FIELDS = ['name', 'fullName', 'countryCode', 'addressLine1', 'addressLine2', 'city', 'state'] as const

/**
 * Delivery addresses (docs/product.md). The codec has checked the address rules; this
 * adds what needs the server: the pincode must be one the postal lookup
 * knows, a customer keeps at most `MAX_ADDRESSES`, exactly one address is
 * the default (the first one; `isDefault: true` moves it; deleting it
 * promotes the newest other), and the last address cannot be deleted. Every
 * write holds the customer's row lock; every call answers the whole list.
 */
export class AddressService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pincodes: PincodeProvider,
  ) {}

  async list(owner: AddressOwner): Promise<DeliveryAddress[]> {
    return (await new AddressRepository(this.db).list(owner)).map(toWireAddress)
  }

  async add(owner: AddressOwner, input: DeliveryAddressInput): Promise<DeliveryAddress[]> {
    await this.check(input, 'body.deliveryAddress')
    return this.write(owner, async (addresses) => {
      const count = (await addresses.list(owner)).length
      if (count >= MAX_ADDRESSES)
        throw new HttpError(409, serverText('address.tooMany', { max: MAX_ADDRESSES }), 'ADDRESS_LIMIT')
      const isDefault = count === 0 || input.isDefault === true
      if (isDefault) await addresses.setDefault(owner, null)
      await addresses.insert(owner, input, isDefault)
    })
  }

  /**
   * Replaces every field; `isDefault: true` moves the default here, `false` cannot take it away (there must be one).
   */
  async update(owner: AddressOwner, addressId: string, input: DeliveryAddressInput): Promise<DeliveryAddress[]> {
    await this.check(input, 'body.updatedAddress')
    return this.write(owner, async (addresses) => {
      const row = await addresses.find(owner, addressId)
      if (!row) throw notFound()
      const isDefault = row.isDefault || input.isDefault === true
      if (isDefault && !row.isDefault) await addresses.setDefault(owner, null)
      await addresses.update(owner, addressId, input, isDefault)
    })
  }

  async remove(owner: AddressOwner, addressId: string): Promise<DeliveryAddress[]> {
    return this.write(owner, async (addresses) => {
      const row = await addresses.find(owner, addressId)
      if (!row) throw notFound()
      if ((await addresses.list(owner)).length <= 1)
        throw new HttpError(409, serverText('address.lastOne'), 'LAST_ADDRESS')
      await addresses.delete(owner, addressId)
      const [newest] = await addresses.list(owner)
      if (row.isDefault && newest) await addresses.setDefault(owner, newest.id)
    })
  }

  private write(
    owner: AddressOwner,
    change: (addresses: AddressRepository) => Promise<void>,
  ): Promise<DeliveryAddress[]> {
    return this.db.transaction().execute(async (trx) => {
      const addresses = new AddressRepository(trx)
      await addresses.lock(owner)
      await change(addresses)
      return (await addresses.list(owner)).map(toWireAddress)
    })
  }

  /**
   * Lengths, and a pincode the postal lookup knows. A lookup that cannot be made does not block the save (the form
   * checked it).
   */
  private async check(input: DeliveryAddressInput, root: string): Promise<void> {
    const errors: FieldError[] = TEXT_FIELDS.filter(
      (field) => (input[field]?.length ?? 0) > MAX_ADDRESS_FIELD_LENGTH,
    ).map((field) => ({
      path: `${root}.${field}`,
      message: serverText('address.tooLong', { max: MAX_ADDRESS_FIELD_LENGTH }),
    }))
    const place = await this.pincodes.lookup(input.pincode).catch(() => undefined)
    if (place === null) errors.push({ path: `${root}.pincode`, message: serverText('pincode.notFound') })
    if (errors.length > 0) throw new DecodeError(errors)
  }
}

const notFound = () => new HttpError(404, serverText('address.notFound'), 'NOT_FOUND')
