import type { Selectable } from 'kysely'
import type { DispatchPointFields, DispatchPointView } from '../../../contract/delivery.js'
import { toPaise, toRupees } from '../../../contract/pricing.js'
import { json, type DispatchPointsTable } from '../../db/schema.js'

type Row = Selectable<DispatchPointsTable>

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []

/** A stored point as the owner reads it (money in rupees), with how many items ship from it. */
export function toView(row: Row, itemCount: number): DispatchPointView {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    areas: {
      allIndia: row.servesAllIndia,
      states: strings(row.servesStates),
      pincodes: strings(row.servesPincodePrefixes),
    },
    charges: {
      base: toRupees(row.baseCharge),
      perKg: toRupees(row.perKgCharge),
      freeAbove: row.freeShippingAbove === null ? null : toRupees(row.freeShippingAbove),
    },
    pickup: { only: row.pickupOnly, address: row.pickupAddress, hours: row.pickupHours },
    itemCount,
  }
}

/** A point as the owner saved it: texts trimmed, areas without blanks or repeats. */
export function normalized(point: DispatchPointFields): DispatchPointFields {
  const list = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))]
  return {
    name: point.name.trim(),
    address: point.address.trim(),
    city: point.city.trim(),
    state: point.state.trim(),
    pincode: point.pincode.trim(),
    areas: { allIndia: point.areas.allIndia, states: list(point.areas.states), pincodes: list(point.areas.pincodes) },
    charges: point.charges,
    pickup: { only: point.pickup.only, address: point.pickup.address.trim(), hours: point.pickup.hours.trim() },
  }
}

/** The columns of a normalized point (money in paise). */
export function toColumns(point: DispatchPointFields) {
  const { areas, charges, pickup, ...texts } = point
  return {
    ...texts,
    servesAllIndia: areas.allIndia,
    servesStates: json(areas.states),
    servesPincodePrefixes: json(areas.pincodes),
    baseCharge: toPaise(charges.base),
    perKgCharge: toPaise(charges.perKg),
    freeShippingAbove: charges.freeAbove === null ? null : toPaise(charges.freeAbove),
    pickupOnly: pickup.only,
    pickupAddress: pickup.address,
    pickupHours: pickup.hours,
  }
}
