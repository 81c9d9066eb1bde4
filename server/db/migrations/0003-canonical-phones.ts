import { sql, type Kysely } from 'kysely'
import { canonicalPhone } from '../../identity/phone.js'

/** Tables whose rows belong to a customer (`customer_id`), moved to the customer that is kept. */
const CUSTOMER_TABLES = ['cart_items', 'delivery_addresses', 'orders', 'payments', 'refresh_tokens'] as const

/**
 * One phone, one customer: every stored phone becomes
 * canonical (`canonicalPhone`), and customers of one site that turn out to
 * be the same phone are merged into the oldest: their messages, cart, addresses,
 * orders, payments and sign-ins move to it, then the others are deleted. OTP
 * challenges are rewritten too, so the rate limits count one phone once.
 * Phones that cannot be read stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Migrations run on the app's Kysely, whose CamelCasePlugin maps these names to the snake_case columns.
  const customers = (await db
    .selectFrom('customers')
    .select(['id', 'siteId', 'countryCode', 'phoneNumber', 'createdAt'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute()) as {
    id: string
    siteId: string
    countryCode: string
    phoneNumber: string
  }[]
  const groups = new Map<
    string,
    { keep: (typeof customers)[number]; canonical: { countryCode: string; phoneNumber: string }; others: string[] }
  >()
  for (const customer of customers) {
    const canonical = canonicalPhone(customer.countryCode, customer.phoneNumber)
    if (!canonical) continue
    const key = `${customer.siteId}|${canonical.countryCode}|${canonical.phoneNumber}`
    const group = groups.get(key)
    if (group) group.others.push(customer.id)
    else groups.set(key, { keep: customer, canonical, others: [] })
  }
  for (const { keep, canonical, others } of groups.values()) {
    for (const other of others) {
      // A retried message of the other customer that the kept one also has stays behind (and goes with it).
      await sql`update messages set customer_id = ${keep.id} where customer_id = ${other}
        and (client_message_id is null or client_message_id not in (select client_message_id from messages
          where customer_id = ${keep.id} and client_message_id is not null))`.execute(db)
      for (const table of CUSTOMER_TABLES)
        await sql`update ${sql.table(table)} set customer_id = ${keep.id} where customer_id = ${other}`.execute(db)
      await db.deleteFrom('customers').where('id', '=', other).execute()
    }
    if (keep.countryCode !== canonical.countryCode || keep.phoneNumber !== canonical.phoneNumber) {
      await db
        .updateTable('customers')
        .set({ countryCode: canonical.countryCode, phoneNumber: canonical.phoneNumber })
        .where('id', '=', keep.id)
        .execute()
    }
  }
  const challenges = (await db.selectFrom('otpChallenges').select(['id', 'countryCode', 'phoneNumber']).execute()) as {
    id: string
    countryCode: string
    phoneNumber: string
  }[]
  for (const challenge of challenges) {
    const canonical = canonicalPhone(challenge.countryCode, challenge.phoneNumber)
    if (
      canonical &&
      (canonical.countryCode !== challenge.countryCode || canonical.phoneNumber !== challenge.phoneNumber)
    ) {
      await db
        .updateTable('otpChallenges')
        .set({ countryCode: canonical.countryCode, phoneNumber: canonical.phoneNumber })
        .where('id', '=', challenge.id)
        .execute()
    }
  }
}
