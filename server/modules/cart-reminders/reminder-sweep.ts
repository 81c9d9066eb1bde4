import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { Events } from '../../events/events.js'
import { storedHours } from '../settings/index.js'
import { CartReminderRepository, type ForgottenCart } from './cart-reminder-repository.js'

/** The shop's night, in its time zone: a reminder due then waits for the morning. */
export const NIGHT = { from: '21:00', to: '09:00' } as const

export interface ReminderSweepDeps {
  db: Kysely<Database>
  events: Events
  log: FastifyBaseLogger
}

/** Whether `now` is in the shop's night (`NIGHT`, clock times in `timeZone`). */
export function atNight(now: Date, timeZone: string): boolean {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const time = clock.format(now)
  return time >= NIGHT.from || time < NIGHT.to
}

/**
 * Sends the reminders due at `now`: each forgotten cart's reminder is recorded and its `cart.reminder` event emitted
 * in one transaction (the web push subscriber pushes it to the customer's devices, at least once), and only by the
 * process whose record of it is the first. A cart of a shop where it is night now waits for the shop's morning.
 * Answers how many were sent.
 */
export async function sendCartReminders(deps: ReminderSweepDeps, now: Date): Promise<number> {
  const carts = await new CartReminderRepository(deps.db).due(now)
  if (carts.length === 0) return 0
  const siteIds = [...new Set(carts.map((cart) => cart.siteId))]
  const sites = await deps.db.selectFrom('sites').selectAll().where('id', 'in', siteIds).execute()
  const night = new Set(sites.filter((site) => atNight(now, storedHours(site).timeZone)).map((site) => site.id))
  let sent = 0
  for (const cart of carts.filter((candidate) => !night.has(candidate.siteId)))
    if (await remind(deps, cart, now)) sent++
  if (sent > 0) deps.log.info({ sent }, 'forgotten-cart reminders sent')
  return sent
}

function remind(deps: ReminderSweepDeps, cart: ForgottenCart, now: Date): Promise<boolean> {
  return deps.events.transaction(async (tx) => {
    if (!(await new CartReminderRepository(tx.db).record(cart, now))) return false
    tx.emit('cart.reminder', { siteId: cart.siteId, customerId: cart.customerId, units: cart.units })
    return true
  })
}
