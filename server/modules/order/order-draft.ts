import { randomUUID } from 'node:crypto'
import type { DeliveryAddress } from '../../../contract/address.js'
import type { ServiceSlot } from '../../../contract/service-slot.js'
import { serverText } from '../../text/server-text.js'
import type { OrderKind, PricedLine } from './order-lines.js'
import type { OrderGroup } from './order-plan.js'
import type { StoredOrderDetails } from './order-details.js'

/**
 * The stages an order of each kind goes through; the first is done when it
 * is made (Active, first stage Completed), the owner advances the rest.
 */
export const PIPELINE_STAGES: Record<OrderKind, readonly string[]> = {
  shipping: ['Order placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered'],
  pickup: ['Order placed', 'Confirmed', 'Ready for pickup', 'Picked up'],
  service: ['Booked', 'Confirmed', 'Scheduled', 'Delivered'],
}

/** Dates are the business's: Indian time. */
const BUSINESS_TIME_ZONE = 'Asia/Kolkata'

/**
 * The due date of the one milestone: the day after `now`, a date only
 * (YYYY-MM-DD), in Indian time.
 *
 * @example
 * nextDay(new Date('2026-11-22T20:00:00Z')) // '2026-11-24' (it is already the 23rd in India)
 */
export function nextDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now.getTime() + 24 * 60 * 60 * 1000))
}

/** What an order row is made of, amounts in paise. */
export interface OrderDraft {
  title: string
  details: StoredOrderDetails
  finalAmount: number
  searchText: string
}

/**
 * The order of one group: items ('pcs'), shipping detail (shippable
 * orders only), money, one Pending milestone of the full amount due the
 * next day, and the pipeline with its first stage done; a service order
 * keeps the customer's preferred date and slot.
 */
export function draftOrder(
  group: OrderGroup,
  orderId: string,
  address: DeliveryAddress | null,
  now: Date,
  serviceSlot: ServiceSlot | null = null,
): OrderDraft {
  const [first] = group.lines
  const title =
    group.lines.length === 1
      ? first!.item.name
      : serverText('orders.titleMore', { first: first!.item.name, count: group.lines.length - 1 })
  const items = group.lines.map((line) => ({
    itemId: line.item.id,
    type: line.kind === 'service' ? ('catalog-service' as const) : ('catalog-product' as const),
    name: line.item.name,
    description: line.optionName ? `${line.item.name} · ${line.optionName}` : line.item.name,
    image: line.item.images[0] ?? null,
    quantity: line.quantity,
    quantityUnit: 'pcs' as const,
    groupId: line.packageId ?? line.variantId,
    basePrice: line.basePrice,
    salePrice: line.salePrice,
    gstPercentage: line.gstPercentage,
    gstAmount: line.gst,
    amount: line.amount,
    discount: line.discount,
  }))
  const shippingDetails = group.dispatch && address ? [shippingDetailOf(group, address)] : []
  const stages = PIPELINE_STAGES[group.kind].map((name, index) => ({
    name,
    status: index === 0 ? ('Completed' as const) : ('Pending' as const),
  }))
  const { finalAmount, ...money } = group.money
  return {
    title,
    finalAmount,
    searchText: [orderId, title, ...items.map((item) => item.name)].join('\n').toLowerCase(),
    details: {
      kind: group.kind,
      items,
      shippingDetails,
      ...money,
      paymentMilestones: [
        {
          id: randomUUID(),
          label: serverText('orders.milestone'),
          amount: finalAmount,
          dueDate: nextDay(now),
          status: 'Pending',
        },
      ],
      pipelineStages: stages,
      ...(group.kind === 'service' && serviceSlot ? { serviceSlot } : {}),
      ...(group.discountCode ? { discountCode: group.discountCode } : {}),
    },
  }
}

/** One parcel: the lines' weight, the largest footprint and the heights stacked. */
function shippingDetailOf(group: OrderGroup, address: DeliveryAddress): StoredOrderDetails['shippingDetails'][number] {
  const sizes = group.lines.map((line: PricedLine) => {
    const { length = 0, width = 0, height = 0 } = line.item.shipping.dimensions ?? {}
    return { quantity: line.quantity, length, width, height }
  })
  return {
    carrier: serverText('orders.carrier'),
    shippingCost: group.money.shippingCost,
    weight: group.lines.reduce((acc, line) => acc + line.grams, 0),
    dimensions: {
      length: Math.max(0, ...sizes.map((size) => size.length)),
      width: Math.max(0, ...sizes.map((size) => size.width)),
      height: sizes.reduce((acc, size) => acc + size.height * size.quantity, 0),
    },
    shipToAddress: address,
    dispatchPoint: { dispatchPointId: group.dispatch!.id, name: group.dispatch!.name },
  }
}
