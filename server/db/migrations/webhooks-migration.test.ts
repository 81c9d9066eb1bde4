import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0027-webhooks on a database made before it', () => {
  const { db, migrateTo, addDemoSite } = useMigrationDatabase()

  it(
    'marks the order and payment messages stored before it as events the owner has read, and only those',
    { timeout: 180_000 },
    async () => {
      await migrateTo('0020-delivery')
      await addDemoSite()
      await sql`insert into customers (site_id, country_code, phone_number)
      select id, '+91', '9829012345' from sites`.execute(db)
      const texts: [sender: string, type: string, message: string][] = [
        ['system', 'component', '<div data-order-id="KK-1003"><p><strong>Order KK-1003 confirmed</strong></p></div>'],
        ['system', 'text', 'Your order KK-1003 has been cancelled.'],
        ['system', 'text', 'Your order KK-1004 has been cancelled by Kesar Kitchen.'],
        ['system', 'text', 'Update on your order KK-1005: Packed.'],
        ['system', 'text', 'Payment of ₹250.00 received for your order KK-1005. Thank you!'],
        ['system', 'text', 'Welcome to Kesar Kitchen! How can we help you today?'],
        ['system', 'text', 'Your order will reach you by Friday'],
        ['user', 'text', 'Your order KK-1003 has been cancelled.'],
      ]
      for (const [sender, type, message] of texts)
        await sql`insert into messages (site_id, customer_id, sender, sender_id, type, message)
        select s.id, c.id, ${sender}, c.id, ${type}, ${message}
        from sites s join customers c on c.site_id = s.id`.execute(db)

      await migrateTo()
      const rows = await db
        .selectFrom('messages')
        .select(['message', 'kind', 'event', 'ownerReadAt'])
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
      const byText = new Map(rows.map((row) => [row.message, row]))
      const event = (message: string) => byText.get(message)?.event ?? null
      expect(event(texts[0]![2])).toEqual({ name: 'placed', orderId: 'KK-1003' })
      expect(rows.filter((row) => row.kind === 'event').map((row) => row.event)).toEqual(
        expect.arrayContaining([
          { name: 'cancelledByCustomer', orderId: 'KK-1003' },
          { name: 'cancelledByBusiness', orderId: 'KK-1004' },
          { name: 'advanced', orderId: 'KK-1005' },
          { name: 'paymentReceived', orderId: 'KK-1005' },
        ]),
      )
      expect(rows.filter((row) => row.kind === 'event')).toHaveLength(5)
      expect(rows.filter((row) => row.kind === 'event').every((row) => row.ownerReadAt !== null)).toBe(true)
      expect(event('Welcome to Kesar Kitchen! How can we help you today?')).toBeNull()
      expect(event('Your order will reach you by Friday')).toBeNull()

      // And back to the migration before it (later ones go down first): the columns go, the rows stay.
      await migrateTo('0026-push-subscriptions')
      const { rows: kinds } = await sql<{ kind: string | null }>`select distinct kind from messages`.execute(db)
      expect(kinds).toEqual([{ kind: null }])
    },
  )
})
