import { sql, type Kysely, type Selectable } from 'kysely'
import type { DeliveryAddress, DeliveryAddressInput } from '../../../contract/address.js'
import { customerRows, lockCustomer, type CustomerKey } from '../../db/customer-rows.js'
import type { Database, DeliveryAddressesTable } from '../../db/schema.js'

export type AddressRow = Selectable<DeliveryAddressesTable>

/** Whose addresses: the token's customer on the token's site. */
export type AddressOwner = CustomerKey

/** The columns an input fills (`isDefault` is the service's to decide). */
function columnsOf(input: DeliveryAddressInput) {
  return {
    type: input.type,
    name: input.name?.trim() || null,
    fullName: input.fullName,
    countryCode: input.countryCode?.trim() || '+91',
    phone: input.phone,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2?.trim() || null,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
  }
}

/**
 * Rows of `delivery_addresses`, always by site + customer (another
 * customer's address is simply not found). Takes a `Kysely` so it runs
 * inside the service's transactions.
 */
export class AddressRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Serialises address writes of one customer (two tabs adding at once still keep one default). */
  lock = (owner: AddressOwner): Promise<void> => lockCustomer(this.db, owner)

  /** The customer's addresses: the default first, then newest first. */
  list(owner: AddressOwner): Promise<AddressRow[]> {
    return customerRows(this.db, 'deliveryAddresses', owner)
      .orderBy('isDefault', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute()
  }

  find(owner: AddressOwner, id: string): Promise<AddressRow | undefined> {
    return customerRows(this.db, 'deliveryAddresses', owner).where('id', '=', id).executeTakeFirst()
  }

  async insert(owner: AddressOwner, input: DeliveryAddressInput, isDefault: boolean): Promise<void> {
    await this.db
      .insertInto('deliveryAddresses')
      .values({ siteId: owner.siteId, customerId: owner.id, ...columnsOf(input), isDefault })
      .execute()
  }

  async update(owner: AddressOwner, id: string, input: DeliveryAddressInput, isDefault: boolean): Promise<void> {
    await this.db
      .updateTable('deliveryAddresses')
      .set({ ...columnsOf(input), isDefault })
      .where('siteId', '=', owner.siteId)
      .where('customerId', '=', owner.id)
      .where('id', '=', id)
      .execute()
  }

  async delete(owner: AddressOwner, id: string): Promise<void> {
    await this.db
      .deleteFrom('deliveryAddresses')
      .where('siteId', '=', owner.siteId)
      .where('customerId', '=', owner.id)
      .where('id', '=', id)
      .execute()
  }

  /** Makes `id` the one default (null: none, before another is chosen). */
  async setDefault(owner: AddressOwner, id: string | null): Promise<void> {
    await this.db
      .updateTable('deliveryAddresses')
      .set({ isDefault: id === null ? false : sql<boolean>`id = ${id}` })
      .where('siteId', '=', owner.siteId)
      .where('customerId', '=', owner.id)
      .execute()
  }
}

/** An address in the wire shape. */
export function toWireAddress(row: AddressRow): DeliveryAddress {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    fullName: row.fullName,
    countryCode: row.countryCode,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    isDefault: row.isDefault,
  }
}
