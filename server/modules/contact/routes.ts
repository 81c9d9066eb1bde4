import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import {
  CONTACT_BODY_KEY,
  CONTACT_PATH,
  ContactRequest,
  contactErrorList,
  contactFieldsOf,
  contactRequest,
  validateContactForm,
} from '../../../contract/contact.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { sharedRateLimit } from '../limits/index.js'
import { contactMessage } from './contact-messages.js'
import { ContactRepository, toLead } from './contact-repository.js'

/** Per client IP: at most this many contact calls per window, whatever their outcome. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const

/**
 * The contact call (`template_contact_us`): decode, apply the form rules
 * (the same function the form uses), store one row for the body's site
 * (a lead, recorded with its `lead.received` event: the site's owner room
 * hears of it, `owner-lead`).
 * Rate limited per IP with @fastify/rate-limit, registered only inside this
 * plugin (`global: false`) so no other route is affected, counting in the
 * database (`sharedRateLimit`) so every process shares one limit.
 */
export default async function contactRoutes(app: FastifyInstance) {
  await app.register(
    rateLimit,
    sharedRateLimit(app.db, {
      name: 'contact',
      key: (request) => request.ip,
      message: () => contactMessage('contact.errors.tooManyMessages'),
    }),
  )

  route(
    app,
    { method: 'POST', url: CONTACT_PATH, body: ContactRequest, config: { rateLimit: CONTACT_RATE_LIMIT } },
    async ({ body, request }) => {
      const failures = contactErrorList(validateContactForm(contactFieldsOf(body)))
      if (failures.length > 0) {
        const errors = failures.map(([field, key]) => ({
          path: `body.${CONTACT_BODY_KEY[field]}`,
          message: contactMessage(key),
        }))
        throw new HttpError(400, errors[0]!.message, 'BAD_REQUEST', errors)
      }
      const site = await app.tenancy.sites.bySubdomain(body.subdomain)
      if (!site) throw new HttpError(404, contactMessage('contact.errors.websiteNotFound'), 'NOT_FOUND')

      const clean = contactRequest(contactFieldsOf(body), site.subdomain)
      await app.events.transaction(async (tx) => {
        const stored = await new ContactRepository(tx.db).insert({
          siteId: site.id,
          name: clean.name,
          contact: clean.contact,
          countryCode: clean.countryCode,
          email: clean.email || null,
          company: clean.company || null,
          messageContent: clean.messageContent || null,
          message: clean.message || null,
          ip: request.ip,
        })
        // The owner's inbox lists it at once.
        tx.emit('lead.received', { siteId: site.id, lead: toLead(stored) })
      })
      return { message: 'success' }
    },
  )
}
