import type { FastifyInstance } from 'fastify'
import {
  CartRemindersBody,
  type CartRemindersResponse,
  OWNER_CART_REMINDERS_PATH,
} from '../../../contract/owner-cart-reminders.js'
import { route } from '../../http/route.js'
import { CartReminderRepository } from './cart-reminder-repository.js'
import { sendCartReminders } from './reminder-sweep.js'

export { sendCartReminders, atNight } from './reminder-sweep.js'

/** How often each process looks for reminders that are due. */
const REMINDER_TICK_MS = 5 * 60 * 1000
/** The period the owner's figures cover. */
const RESULTS_DAYS = 30

/**
 * The forgotten-cart reminder (contract/owner-cart-reminders.ts): the owner's choice and figures, and the timer that
 * sends what is due. Needs the `events` plugin (the push goes out as the `cart.reminder` event).
 */
export default async function cartReminders(app: FastifyInstance) {
  const reminders = new CartReminderRepository(app.db)
  const answer = async (siteId: string): Promise<CartRemindersResponse> => {
    const since = new Date(Date.now() - RESULTS_DAYS * 24 * 60 * 60 * 1000)
    return { hours: await reminders.hours(siteId), ...(await reminders.results(siteId, since)) }
  }

  route(app, { method: 'GET', url: OWNER_CART_REMINDERS_PATH, auth: 'owner' }, ({ ownerSite }) => answer(ownerSite.id))

  route(
    app,
    { method: 'PUT', url: OWNER_CART_REMINDERS_PATH, auth: 'owner', body: CartRemindersBody },
    async ({ body, ownerSite }) => {
      await reminders.setHours(ownerSite.id, body.hours)
      return answer(ownerSite.id)
    },
  )

  let timer: ReturnType<typeof setInterval> | null = null
  let running: Promise<unknown> = Promise.resolve()
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = sendCartReminders({ db: app.db, events: app.events, log: app.log }, new Date()).catch(
        (error: unknown) => app.log.warn({ err: error }, 'forgotten-cart reminders failed; retrying on the next tick'),
      )
    }, REMINDER_TICK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
}
