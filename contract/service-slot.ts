/*
 * The preferred date and time slot of a service order, picked in the widget
 * (checkout with a service in it, or accepting a quote for a service) and
 * shown to the owner. One rule for both sides: the widget offers only these
 * dates and slots, the server refuses anything else. No codec here (they are
 * in contract/orders.ts), so the lazily loaded picker shares no io-ts module
 * of its own with the widget.
 */

/** The slots a customer may prefer, in the order the picker shows them. */
export const SERVICE_SLOTS = ['morning', 'afternoon', 'evening'] as const
export type ServiceSlotName = (typeof SERVICE_SLOTS)[number]

/** A preferred date (YYYY-MM-DD) and slot; the codec is `ServiceSlot` of contract/orders.ts. */
export interface ServiceSlot {
  date: string
  slot: ServiceSlotName
}

/** The hours of each slot (24 h, Indian time): what the picker and the order message say. */
export const SERVICE_SLOT_HOURS: Record<ServiceSlotName, { from: number; to: number }> = {
  morning: { from: 9, to: 12 },
  afternoon: { from: 12, to: 16 },
  evening: { from: 16, to: 20 },
}

/** How far ahead a service may be booked. */
export const SERVICE_SLOT_MAX_DAYS = 180

/**
 * Today in Indian time (the business's days), YYYY-MM-DD.
 *
 * @example
 * indianDate(new Date('2026-11-22T20:00:00Z')) // '2026-11-23'
 */
export function indianDate(now: Date, plusDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now.getTime() + plusDays * 24 * 60 * 60 * 1000))
}

/**
 * Why a slot cannot be booked `now`: its date is past ('past') or too far ahead ('tooFar'); null when it can.
 *
 * @example
 * slotDateProblem('2020-01-01', new Date()) // 'past'
 */
export function slotDateProblem(date: string, now: Date): 'past' | 'tooFar' | null {
  if (date < indianDate(now)) return 'past'
  if (date > indianDate(now, SERVICE_SLOT_MAX_DAYS)) return 'tooFar'
  return null
}
