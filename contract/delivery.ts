import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Money } from './owner-catalogue-fields'
import { SettingsChange } from './settings'
import { Text } from './text'

/**
 * Delivery, set by the owner (owner session cookie or owner key; the site is
 * the caller's): the dispatch points goods leave from, the areas each
 * serves, what a shipment costs, and pickup. Money in rupees on the wire.
 * Every call answers `OwnerDeliveryResponse`, except the pincode check.
 */
export const OWNER_DELIVERY_PATH = '/business_website/owner/settings/delivery'
/** Creates a point (no `_id`) or replaces one (`_id`). */
export const OWNER_DELIVERY_SAVE_PATH = '/business_website/owner/settings/delivery/save'
/** Deletes a point; refused (409 `IN_USE`) while items ship from it. */
export const OWNER_DELIVERY_DELETE_PATH = '/business_website/owner/settings/delivery/delete'
/** Which point serves a pincode, and what a sample cart's shipping costs. */
export const OWNER_DELIVERY_CHECK_PATH = '/business_website/owner/settings/delivery/check'

/** How many dispatch points a site may have. */
export const MAX_DISPATCH_POINTS = 20

/**
 * Where a point delivers. `allIndia` wins over the rest; `pincodes` are
 * pincodes or their first digits ('302' is Jaipur, '1' all of North India).
 */
export const DeliveryAreas = t.type(
  { allIndia: t.boolean, states: t.array(Text), pincodes: t.array(Text) },
  'DeliveryAreas',
)
export type DeliveryAreas = t.TypeOf<typeof DeliveryAreas>

/** A shipment costs `base` plus `perKg` per started kilogram; nothing when the goods are worth `freeAbove` or more. */
export const DeliveryCharges = t.type({ base: Money, perKg: Money, freeAbove: nullable(Money) }, 'DeliveryCharges')
export type DeliveryCharges = t.TypeOf<typeof DeliveryCharges>

/** Pickup: `only`, customers collect and it never ships; `address` and `hours` shown on a pickup order. */
export const PickupDetails = t.type({ only: t.boolean, address: Text, hours: Text }, 'PickupDetails')
export type PickupDetails = t.TypeOf<typeof PickupDetails>

/** A dispatch point as the owner edits it. */
export const DispatchPointFields = t.type(
  {
    name: Text,
    address: Text,
    city: Text,
    state: Text,
    pincode: Text,
    areas: DeliveryAreas,
    charges: DeliveryCharges,
    pickup: PickupDetails,
  },
  'DispatchPointFields',
)
export type DispatchPointFields = t.TypeOf<typeof DispatchPointFields>

/** Body of a save: `_id` to replace that point, none to create one. */
export const SaveDispatchPointBody = t.intersection(
  [t.type({ point: DispatchPointFields }), t.partial({ _id: Text })],
  'SaveDispatchPointBody',
)
export type SaveDispatchPointBody = t.TypeOf<typeof SaveDispatchPointBody>

export const DeleteDispatchPointBody = t.type({ _id: Text }, 'DeleteDispatchPointBody')
export type DeleteDispatchPointBody = t.TypeOf<typeof DeleteDispatchPointBody>

/** A point as read back: its fields, and how many items ship from it. */
export const DispatchPointView = t.intersection(
  [DispatchPointFields, t.type({ _id: Text, itemCount: t.number })],
  'DispatchPointView',
)
export type DispatchPointView = t.TypeOf<typeof DispatchPointView>

export const OwnerDeliveryResponse = answer(
  { points: t.array(DispatchPointView), activity: t.array(SettingsChange) },
  'OwnerDeliveryResponse',
)
export type OwnerDeliveryResponse = t.TypeOf<typeof OwnerDeliveryResponse>

/** A sample cart sent to a pincode: its weight in kilograms and its goods' worth (with GST) in rupees. */
export const CheckPincodeBody = t.type(
  { pincode: Text, state: Text, weightKg: Money, amount: Money },
  'CheckPincodeBody',
)
export type CheckPincodeBody = t.TypeOf<typeof CheckPincodeBody>

/**
 * Per point (in the list's order) whether it delivers there and what the
 * sample costs from it; `chosen`: the first that delivers (an item ships
 * from the first of its own points that does), null when none.
 */
export const CheckPincodeResponse = answer(
  {
    points: t.array(t.type({ _id: Text, name: Text, serves: t.boolean, charge: nullable(t.number) })),
    chosen: nullable(t.type({ _id: Text, name: Text, charge: t.number })),
    /** The listed shippable items (names) none of whose dispatch points delivers there: not orderable there. */
    cannotShip: t.array(Text),
  },
  'CheckPincodeResponse',
)
export type CheckPincodeResponse = t.TypeOf<typeof CheckPincodeResponse>
