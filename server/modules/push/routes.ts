import type { FastifyInstance } from 'fastify'
import {
  CUSTOMER_PUSH_SUBSCRIPTION_PATH,
  OWNER_PUSH_SETTINGS_PATH,
  OWNER_PUSH_SUBSCRIPTION_PATH,
  OwnerPushSettings,
  PUSH_KEY_PATH,
  PushEndpointBody,
  PushSubscriptionBody,
  type PushKeyResponse,
} from '../../../contract/push.js'
import type { RequestOwner } from '../../identity/owner.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { requestLanguage } from '../../http/request-language.js'
import { serverText } from '../../text/server-text.js'
import { ownerPost, route } from '../../http/route.js'
import { pushEndpointErrors } from './push-endpoint.js'
import type { EmptySites } from '../../lib/empty-sites.js'
import { PushRepository } from './push-repository.js'
import type { VapidDetails } from './push-sender.js'

const DONE = { message: 'success' } as const

/** A person's call: the owner key (automation) has no devices or choices. */
function signedInOwner(owner: RequestOwner | null): RequestOwner {
  if (!owner) throw new HttpError(403, serverText('auth.forbidden'), 'FORBIDDEN')
  return owner
}

/**
 * The web push calls (contract/push.ts): the VAPID public key a browser
 * subscribes with; an owner's devices (each in the language of the owner
 * app that posted it) and choices (owner session cookie); a customer's
 * devices (access token). The site and the holder come from the cookie or
 * token, never the body.
 */
export default async function pushRoutes(
  app: FastifyInstance,
  options: { vapid: () => Promise<VapidDetails>; deviceless?: EmptySites },
) {
  const repository = new PushRepository(app.db)
  /** A device's endpoint must be a push service's (docs/operations/push-endpoints.md): else a 400 at body.endpoint. */
  const allowed = (body: PushSubscriptionBody): PushSubscriptionBody => {
    const errors = pushEndpointErrors(body.endpoint, 'body.endpoint', app.config.push.endpoints)
    if (errors.length > 0) throw new DecodeError(errors)
    return body
  }

  route(app, { method: 'GET', url: PUSH_KEY_PATH }, async (): Promise<PushKeyResponse> => {
    return { publicKey: (await options.vapid()).publicKey }
  })

  ownerPost(app, OWNER_PUSH_SUBSCRIPTION_PATH, PushSubscriptionBody, async ({ body, ownerSite, owner, request }) => {
    // The device's pushes are written in the language the owner app is in: the page's rule (the app's switch sets
    // the cookie, then posts the subscription again).
    const language = requestLanguage(request, ownerSite.defaultLanguage)
    await repository.save(ownerSite.id, { ownerId: signedInOwner(owner).id }, allowed(body), language)
    options.deviceless?.forget(ownerSite.id)
    return DONE
  })
  route(
    app,
    { method: 'DELETE', url: OWNER_PUSH_SUBSCRIPTION_PATH, auth: 'owner', body: PushEndpointBody },
    async ({ body, ownerSite, owner }) => {
      await repository.remove(ownerSite.id, { ownerId: signedInOwner(owner).id }, body.endpoint)
      return DONE
    },
  )
  route(app, { method: 'GET', url: OWNER_PUSH_SETTINGS_PATH, auth: 'owner' }, ({ owner }) =>
    repository.ownerSettings(signedInOwner(owner).id),
  )
  route(
    app,
    { method: 'PUT', url: OWNER_PUSH_SETTINGS_PATH, auth: 'owner', body: OwnerPushSettings },
    async ({ body, owner }) => {
      const settings = { kinds: [...new Set(body.kinds)], quietHours: body.quietHours }
      await repository.saveOwnerSettings(signedInOwner(owner).id, settings)
      return settings
    },
  )

  route(
    app,
    { method: 'POST', url: CUSTOMER_PUSH_SUBSCRIPTION_PATH, auth: 'customer', body: PushSubscriptionBody },
    async ({ body, customer }) => {
      await repository.save(customer.siteId, { customerId: customer.id }, allowed(body))
      return DONE
    },
  )
  route(
    app,
    { method: 'DELETE', url: CUSTOMER_PUSH_SUBSCRIPTION_PATH, auth: 'customer', body: PushEndpointBody },
    async ({ body, customer }) => {
      await repository.remove(customer.siteId, { customerId: customer.id }, body.endpoint)
      return DONE
    },
  )
}
