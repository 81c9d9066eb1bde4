import { serverText } from '../../text/server-text.js'
import type { Site } from '../site/index.js'
import type { Db } from '../../db/database.js'
import { availability, type Availability } from './availability.js'
import { storedHours } from './stored-settings.js'

/** The owner's message when new orders are paused (checkout says it), or null while orders are taken. */
export function ordersPaused(site: Site): string | null {
  const hours = storedHours(site)
  if (!hours.pauseOrders) return null
  return hours.pauseMessage.trim() || serverText('settings.pausedDefault')
}

/**
 * Open or away at `now`: the hours, and, when the owner chose so, whether
 * an owner of the site is signed in (a session neither ended nor expired;
 * away without a time when none is).
 */
export async function siteAvailability(db: Db, site: Site, now: Date): Promise<Availability> {
  const hours = storedHours(site)
  const status = availability(hours, now)
  if (!status.open || !hours.onlyWhileOwnerSignedIn) return status
  const signedIn = await db
    .selectFrom('ownerSessions')
    .select('id')
    .where('siteId', '=', site.id)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .limit(1)
    .executeTakeFirst()
  return signedIn ? status : { open: false, reopens: null }
}

/**
 * What the widget's header says at `now`: nothing while open (it says
 * 'Online'), else when replies come ('9:00'; '' when not known).
 */
export async function widgetAvailability(db: Db, site: Site, now: Date): Promise<{ away: string } | null> {
  const status = await siteAvailability(db, site, now)
  return status.open ? null : { away: status.reopens ?? '' }
}
