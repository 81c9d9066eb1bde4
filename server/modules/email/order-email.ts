import type { Kysely } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import { formatRupees, localeOf } from '../../../contract/format.js'
import type { Database } from '../../db/schema.js'
import type { Subscriber } from '../../events/events.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import { EmailRepository } from './email-repository.js'
import type { Mailer } from './mailer.js'
import { invoiceLink, ownerAppLink } from './owner-links.js'

export interface OrderEmailDeps {
  db: Kysely<Database>
  /** Null: no `SMTP_URL`, nothing is sent. */
  mailer: Mailer | null
  siteDomain: string
  production: boolean
}

/**
 * The e-mail subscriber of the domain events: each owner of the site who
 * chose 'new orders' and gave an address gets one e-mail per order of an
 * `order.created`, and one when an order is paid in full (`payment.confirmed`) with the link to its invoice PDF, in
 * the owner's language (the owner app's when they saved
 * their choices; else the site's default language).
 *
 * Once per event and owner whichever process delivers it: the send is
 * recorded (`email_sends`) before it is made; a send the SMTP server refuses
 * is given back and thrown, so the outbox delivers the event again later
 * and only the owners who missed it are e-mailed.
 *
 * @example
 * app.events.subscribe(orderEmailSubscriber({ db: app.db, mailer, siteDomain, production }))
 */
export function orderEmailSubscriber(deps: OrderEmailDeps): Subscriber {
  const repository = new EmailRepository(deps.db)

  async function handle(event: DomainEvent): Promise<void> {
    const paid = event.type === 'payment.confirmed' && event.payload.order.paymentStatus === 'Paid'
    if ((event.type !== 'order.created' && !paid) || deps.mailer === null) return
    const { siteId, customerId } = event.payload
    const orders = event.type === 'order.created' ? event.payload.orders : paid ? [event.payload.order] : []
    const recipients = await repository.recipients(siteId, 'newOrders')
    if (recipients.length === 0) return
    const site = await deps.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst()
    if (!site) return
    const customer = await deps.db
      .selectFrom('customers')
      .select(['name', 'countryCode', 'phoneNumber'])
      .where('siteId', '=', siteId)
      .where('id', '=', customerId)
      .executeTakeFirst()
    const customerLabel = customer ? customer.name?.trim() || `${customer.countryCode} ${customer.phoneNumber}` : ''
    const url = ownerAppLink(site, deps, `?conversation=${encodeURIComponent(customerId)}`)
    const failures: unknown[] = []
    for (const recipient of recipients) {
      if (!(await repository.claimSend(event.id, recipient.ownerId))) continue
      const language = recipient.language ?? site.defaultLanguage
      const text = (key: ServerTextKey, values: Record<string, string> = {}) => serverText(key, values, language)
      try {
        for (const order of orders) {
          const values = {
            orderId: order.orderId,
            amount: formatRupees(order.finalAmount, localeOf(language)),
            site: siteName(site),
            customer: customerLabel,
            title: order.title,
            url,
            invoice: invoiceLink(site, deps, order._id),
          }
          await deps.mailer.send({
            to: recipient.address,
            subject: text(paid ? 'email.paidOrderSubject' : 'email.newOrderSubject', values),
            text: [
              text(paid ? 'email.paidOrderBody' : 'email.newOrderBody', values),
              ...(order.discountCode
                ? [
                    text('email.discountLine', {
                      code: order.discountCode.code,
                      amount: formatRupees(order.discountCode.amount, localeOf(language)),
                    }),
                  ]
                : []),
              text('email.footer'),
            ].join('\n\n'),
          })
        }
      } catch (error) {
        await repository.releaseSend(event.id, recipient.ownerId)
        failures.push(error)
      }
    }
    if (failures.length > 0) {
      throw new Error(`${failures.length} e-mail(s) failed; retried with the event`, { cause: failures[0] })
    }
  }

  return { name: 'owner-email', handle }
}
