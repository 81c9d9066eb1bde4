import * as t from 'io-ts'
import { nullable } from './codec'

/**
 * The forgotten-cart reminder: GET reads the shop's choice and what the reminders did, PUT changes the choice. A
 * signed-in customer who turned on notifications and left items in the cart gets one push `hours` after the cart last
 * changed (null: off, the default), opening the cart; never twice for the same cart, never once they ordered, never
 * at night in the shop's time zone.
 */
export const OWNER_CART_REMINDERS_PATH = '/business_website/owner/cart_reminders'

/** The delays an owner may choose, in hours. */
export const CART_REMINDER_HOURS = [1, 2, 3, 6, 12, 24, 48] as const

/** 1 to 48 whole hours. */
export const ReminderHours = t.refinement(
  t.number,
  (hours) => Number.isInteger(hours) && hours >= 1 && hours <= 48,
  'ReminderHours',
)

export const CartRemindersBody = t.type({ hours: nullable(ReminderHours) }, 'CartRemindersBody')
export type CartRemindersBody = t.TypeOf<typeof CartRemindersBody>

/** The choice, and of the reminders sent in the last 30 days how many were followed by an order within 7 days. */
export const CartRemindersResponse = t.type(
  { hours: nullable(t.number), sent: t.number, ordered: t.number },
  'CartRemindersResponse',
)
export type CartRemindersResponse = t.TypeOf<typeof CartRemindersResponse>
