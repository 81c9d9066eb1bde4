import type { FastifyInstance } from 'fastify'
import { ActivityQuery, OWNER_ACTIVITY_PATH } from '../../../contract/owner-activity.js'
import { route } from '../../http/route.js'
import { activityPage } from './activity-store.js'

/** The owner's activity call (contract/owner-activity.ts): the site is the caller's, never the query's. */
export default async function activityRoutes(app: FastifyInstance) {
  route(app, { method: 'GET', url: OWNER_ACTIVITY_PATH, auth: 'owner', query: ActivityQuery }, ({ query, ownerSite }) =>
    activityPage(app.db, ownerSite.id, query),
  )
}
