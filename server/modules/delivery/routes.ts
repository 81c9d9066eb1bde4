import type { FastifyInstance } from 'fastify'
import {
  CheckPincodeBody,
  DeleteDispatchPointBody,
  OWNER_DELIVERY_CHECK_PATH,
  OWNER_DELIVERY_DELETE_PATH,
  OWNER_DELIVERY_PATH,
  OWNER_DELIVERY_SAVE_PATH,
  SaveDispatchPointBody,
} from '../../../contract/delivery.js'
import { ownerPost, route } from '../../http/route.js'
import { DeliveryService } from './delivery-service.js'

/**
 * The owner's delivery calls (contract/delivery.ts). The site is the
 * caller's (owner key or session), never the payload's; every point is
 * looked up within it. Needs the `events` and `pages` plugins.
 */
export default async function deliveryRoutes(app: FastifyInstance) {
  const delivery = new DeliveryService({
    db: app.db,
    events: app.events,
    invalidate: (siteId) => app.pages.invalidate(siteId, 'here'),
  })
  route(app, { method: 'GET', url: OWNER_DELIVERY_PATH, auth: 'owner' }, ({ ownerSite }) => delivery.read(ownerSite.id))
  ownerPost(app, OWNER_DELIVERY_SAVE_PATH, SaveDispatchPointBody, ({ body, ownerSite, owner }) =>
    delivery.save(ownerSite.id, owner, body),
  )
  ownerPost(app, OWNER_DELIVERY_DELETE_PATH, DeleteDispatchPointBody, ({ body, ownerSite, owner }) =>
    delivery.delete(ownerSite.id, owner, body._id),
  )
  ownerPost(app, OWNER_DELIVERY_CHECK_PATH, CheckPincodeBody, ({ body, ownerSite }) =>
    delivery.check(ownerSite.id, body),
  )
}
