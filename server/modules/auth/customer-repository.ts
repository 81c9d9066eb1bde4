import type { Selectable, Transaction } from 'kysely'
import type { Language } from '../../../contract/language.js'
import type { CustomerData } from '../../../contract/auth.js'
import type { Db } from '../../db/database.js'
import type { CustomersTable, Database } from '../../db/schema.js'
import type { OtpRecipient } from '../../providers/otp/index.js'
import { liveSessionSql } from './sign-in-check.js'

export type Customer = Selectable<CustomersTable>

/** The only account type the widget signs in; `messageView` compares against it (docs/product.md). */
export const CUSTOMER_ACCOUNT_TYPE = 'customer'

/** Customers belong to one site: unique per site + country code + phone. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  /** A customer of this site; another site's customer is not found. */
  byId(siteId: string, id: string): Promise<Customer | undefined> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
  }

  /**
   * The customer and whether the sign-in `sessionId` (a refresh-token family)
   * is still live: a token of it neither revoked (logout, reuse) nor expired.
   * One indexed query, asked on every authenticated request and socket.
   */
  async byIdInSession(
    siteId: string,
    id: string,
    sessionId: string,
    now: Date,
  ): Promise<(Customer & { sessionLive: boolean }) | undefined> {
    const row = await this.db
      .selectFrom('customers')
      .selectAll('customers')
      .select(liveSessionSql(id, sessionId, now).as('sessionLive'))
      .where('customers.siteId', '=', siteId)
      .where('customers.id', '=', id)
      .executeTakeFirst()
    return row && { ...row, sessionLive: Boolean(row.sessionLive) }
  }

  /**
   * The phone's customer on this site, created on first sign-in (`created` tells which), with `language` (the one
   * they signed in reading) stored as theirs.
   */
  async findOrCreate(
    trx: Transaction<Database>,
    siteId: string,
    to: OtpRecipient,
    now: Date,
    language: Language = 'en',
  ): Promise<{ customer: Customer; created: boolean }> {
    const inserted = await trx
      .insertInto('customers')
      .values({ siteId, countryCode: to.countryCode, phoneNumber: to.phoneNumber, createdAt: now, language })
      .onConflict((oc) => oc.columns(['siteId', 'countryCode', 'phoneNumber']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (inserted) return { customer: inserted, created: true }
    const existing = await trx
      .updateTable('customers')
      .set({ language })
      .returningAll()
      .where('siteId', '=', siteId)
      .where('countryCode', '=', to.countryCode)
      .where('phoneNumber', '=', to.phoneNumber)
      .executeTakeFirstOrThrow()
    return { customer: existing, created: false }
  }

  /** Stores the language a customer switched to; false when the customer is not one of this site's. */
  async setLanguage(siteId: string, id: string, language: Language): Promise<boolean> {
    const result = await this.db
      .updateTable('customers')
      .set({ language })
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return result.numUpdatedRows > 0n
  }
}

/** What the widget is told about the signed-in customer. */
export function customerData(customer: Pick<Customer, 'id' | 'phoneNumber' | 'countryCode' | 'name'>): CustomerData {
  return {
    _id: customer.id,
    phoneNumber: customer.phoneNumber,
    countryCode: customer.countryCode,
    name: customer.name,
    accountType: CUSTOMER_ACCOUNT_TYPE,
  }
}
