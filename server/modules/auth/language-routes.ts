import type { FastifyInstance } from 'fastify'
import { CUSTOMER_LANGUAGE_PATH, CustomerLanguageBody } from '../../../contract/auth.js'
import { route } from '../../http/route.js'
import { CustomerRepository } from './customer-repository.js'

/**
 * The widget's language switch: stores the signed-in customer's language, which the server's messages to them use
 * from then on (the one-time code, order and payment messages in the chat).
 */
export default async function languageRoutes(app: FastifyInstance) {
  const customers = new CustomerRepository(app.db)
  route(
    app,
    { method: 'PUT', url: CUSTOMER_LANGUAGE_PATH, auth: 'customer', body: CustomerLanguageBody },
    async ({ body, customer }) => {
      await customers.setLanguage(customer.siteId, customer.id, body.language)
      return { message: 'success', language: body.language }
    },
  )
}
