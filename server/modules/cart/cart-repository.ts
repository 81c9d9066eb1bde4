import type { Kysely, Selectable } from 'kysely'
import { customerRows, lockCustomer, type CustomerKey } from '../../db/customer-rows.js'
import type { CartItemsTable, Database } from '../../db/schema.js'

/** Whose cart: the token's customer on the token's site. */
export type CartOwner = CustomerKey

export type CartLine = Selectable<CartItemsTable>

/** The chosen variant and package of a line. */
export interface CartChoice {
  variantId: string | null
  packageId: string | null
}

/**
 * Rows of `cart_items`, always by site + customer. Takes a `Kysely` so it
 * runs inside the service's transactions.
 */
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Serialises cart writes of one customer (two tabs adding the same item make one line). */
  lock = (owner: CartOwner): Promise<void> => lockCustomer(this.db, owner)

  /** The customer's lines in cart order. */
  lines(owner: CartOwner): Promise<CartLine[]> {
    return customerRows(this.db, 'cartItems', owner).orderBy('position').orderBy('id').execute()
  }

  insert(
    owner: CartOwner,
    line: CartChoice & { itemId: string; quantity: number; position: number },
  ): Promise<CartLine> {
    return this.db
      .insertInto('cartItems')
      .values({ siteId: owner.siteId, customerId: owner.id, ...line })
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  async update(owner: CartOwner, lineId: string, patch: Partial<CartChoice> & { quantity: number }): Promise<void> {
    await this.db
      .updateTable('cartItems')
      .set({ ...patch, updatedAt: new Date() })
      .where('siteId', '=', owner.siteId)
      .where('customerId', '=', owner.id)
      .where('id', '=', lineId)
      .execute()
  }

  async delete(owner: CartOwner, lineId: string): Promise<void> {
    await this.db
      .deleteFrom('cartItems')
      .where('siteId', '=', owner.siteId)
      .where('customerId', '=', owner.id)
      .where('id', '=', lineId)
      .execute()
  }

  async clear(owner: CartOwner): Promise<void> {
    await this.db
      .deleteFrom('cartItems')
      .where('siteId', '=', owner.siteId)
      .where('customerId', '=', owner.id)
      .execute()
  }
}
