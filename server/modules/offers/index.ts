import type { FastifyInstance } from 'fastify'
import {
  CUSTOMER_OFFER_OPENED_PATH,
  CUSTOMER_OFFERS_PATH,
  NewOffer,
  OfferOpenedBody,
  OffersOptIn,
  OWNER_OFFERS_PATH,
  type OwnerOffersResponse,
} from '../../../contract/offers.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { isOwnUploadUrl } from '../chat/index.js'
import { OfferRepository } from './offer-repository.js'
import { nextOfferAt, sendOffer } from './send-offer.js'

/**
 * Offers to customers who asked for them (contract/offers.ts): the customer's opt-in and their widget's "opened", the
 * owner's offers with what each did, and sending one. Needs the `events` plugin (each offer's chat messages go out as
 * `message.stored` events, which the realtime and web push subscribers deliver).
 */
export default async function offers(app: FastifyInstance) {
  const repository = new OfferRepository(app.db)

  route(app, { method: 'GET', url: CUSTOMER_OFFERS_PATH, auth: 'customer' }, async ({ customer }) => ({
    optedIn: await repository.optedIn(customer.siteId, customer.id),
  }))

  route(
    app,
    { method: 'PUT', url: CUSTOMER_OFFERS_PATH, auth: 'customer', body: OffersOptIn },
    async ({ body, customer }) => {
      await repository.choose(customer.siteId, customer.id, body.optedIn, new Date())
      return { optedIn: body.optedIn }
    },
  )

  route(
    app,
    { method: 'POST', url: CUSTOMER_OFFER_OPENED_PATH, auth: 'customer', body: OfferOpenedBody },
    async ({ body, customer }) => {
      if (!(await repository.opened(customer.siteId, customer.id, body.offerId, new Date())))
        throw new HttpError(404, serverText('offers.notFound'), 'NOT_FOUND')
      return { opened: true }
    },
  )

  const answer = async (siteId: string): Promise<OwnerOffersResponse> => {
    const sent = await repository.sent(siteId)
    const next = nextOfferAt(sent[0] ? new Date(sent[0].sentAt) : null, new Date())
    return { offers: sent, optedIn: await repository.countOptedIn(siteId), nextOfferAt: next?.toISOString() ?? null }
  }

  route(app, { method: 'GET', url: OWNER_OFFERS_PATH, auth: 'owner' }, ({ ownerSite }) => answer(ownerSite.id))

  route(
    app,
    { method: 'POST', url: OWNER_OFFERS_PATH, auth: 'owner', body: NewOffer },
    async ({ body, ownerSite, request }) => {
      const ownUpload = (url: string) =>
        isOwnUploadUrl(url, app.storage.urlOf(`${ownerSite.id}/`), request.headers.host)
      await sendOffer({ db: app.db, events: app.events, ownUpload }, ownerSite.id, body, new Date())
      return answer(ownerSite.id)
    },
  )
}
