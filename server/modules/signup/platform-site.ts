import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import type { Site } from '../site/index.js'

/** The platform's own row in `sites`: `start` is a reserved subdomain, so no sign-up can ever take it. */
export const PLATFORM_SUBDOMAIN = 'start'

/**
 * The site row sign-up codes are bound to (a one-time code belongs to a
 * site, and a sign-up has none yet): made on first use, with no page and no
 * owner; its widget title names the platform in the code message.
 */
export async function platformSite(db: Db): Promise<Site> {
  await db
    .insertInto('sites')
    .values({
      subdomain: PLATFORM_SUBDOMAIN,
      templateSlug: 'product-v1',
      colorPalette: json({}),
      widgetSettings: json({ headerTitle: 'Vitrine', topics: [], allowedAllActions: false }),
      paymentSettings: json({}),
    })
    .onConflict((oc) => oc.column('subdomain').doNothing())
    .execute()
  return db.selectFrom('sites').selectAll().where('subdomain', '=', PLATFORM_SUBDOMAIN).executeTakeFirstOrThrow()
}
