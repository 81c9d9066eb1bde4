import type { FastifyInstance } from 'fastify'
import {
  HoursBody,
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OWNER_SETTINGS_TEST_KEYS_PATH,
  PaymentSettingsBody,
  ProfileBody,
  TestKeysBody,
} from '../../../contract/settings.js'
import { ownerPost, route } from '../../http/route.js'
import { subscribeAwayReply } from './away-reply.js'
import { SettingsService } from './settings-service.js'

/**
 * The owner's settings calls (contract/settings.ts). The site is the
 * caller's (owner key or session), never the payload's. Needs the `events`,
 * `gateways` (the secret box) and `pages` (the caches) plugins.
 */
export default async function settingsRoutes(app: FastifyInstance) {
  const settings = new SettingsService({
    db: app.db,
    events: app.events,
    secretBox: app.secretBox,
    invalidate: (siteId) => app.pages.invalidate(siteId, 'here'),
    production: app.config.production,
    environmentKeys: app.config.razorpayCredentials,
    razorpayApiUrl: app.config.razorpayApiUrl,
  })

  subscribeAwayReply({ db: app.db, events: app.events, site: app.tenancy.siteById })

  route(app, { method: 'GET', url: OWNER_SETTINGS_PATH, auth: 'owner' }, ({ ownerSite }) => settings.read(ownerSite))
  ownerPost(app, OWNER_SETTINGS_PAYMENTS_PATH, PaymentSettingsBody, ({ body, ownerSite, owner }) =>
    settings.savePayments(ownerSite.id, owner, body),
  )
  ownerPost(app, OWNER_SETTINGS_PROFILE_PATH, ProfileBody, ({ body, ownerSite, owner }) =>
    settings.saveProfile(ownerSite.id, owner, body),
  )
  ownerPost(app, OWNER_SETTINGS_HOURS_PATH, HoursBody, ({ body, ownerSite, owner }) =>
    settings.saveHours(ownerSite.id, owner, body),
  )
  ownerPost(app, OWNER_SETTINGS_TEST_KEYS_PATH, TestKeysBody, ({ body, ownerSite }) =>
    settings.testKeys(ownerSite, body),
  )
}
