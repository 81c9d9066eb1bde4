import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CART_PREFIX } from './cart'
import { PINCODE_PATTERN } from './pincode'
import { isText, Text } from './text'

/** Delivery address calls (signed-in customers; the `customerId` must be the token's). */
export const GET_ADDRESSES_PATH = `${CART_PREFIX}/get_delivery_address`
export const ADD_ADDRESS_PATH = `${CART_PREFIX}/add_delivery_address`
export const UPDATE_ADDRESS_PATH = `${CART_PREFIX}/update_delivery_address`
export const DELETE_ADDRESS_PATH = `${CART_PREFIX}/delete_delivery_address`

/** Most addresses one customer keeps; adding one more answers 409. */
export const MAX_ADDRESSES = 20
/** A phone keeps digits only, at most 15. */
export const MAX_ADDRESS_PHONE_DIGITS = 15
/** A phone shorter than this is not a phone (an Indian mobile has 10 digits). */
export const MIN_ADDRESS_PHONE_DIGITS = 10

/**
 * The address form's messages, in `locales/en` words (the widget shows them through its
 * `orders` namespace under `address.errors.<key>`; the server answers them in
 * a 400 at the field's path).
 */
export const ADDRESS_MESSAGES = {
  fullName: 'Please enter your full name.',
  phone: 'Please enter a valid phone number.',
  addressLine1: 'Please enter your address.',
  city: 'Please enter your city.',
  state: 'Please enter your state.',
  pincode: 'Please enter a valid 6-digit pincode',
} as const
export type AddressField = keyof typeof ADDRESS_MESSAGES

/** A string that is not blank after trimming; a blank one fails with `message`. */
const filled = (message: string, name: string) =>
  new t.Type<string, string, unknown>(
    name,
    (input): input is string => isText(input) && input.trim() !== '',
    (input, context) =>
      isText(input) && input.trim() !== '' ? t.success(input.trim()) : t.failure(input, context, message),
    t.identity,
  )

/** Digits only, 10–15 of them. */
export const AddressPhone = new t.Type<string, string, unknown>(
  'AddressPhone',
  (input): input is string => typeof input === 'string' && isAddressPhone(input),
  (input, context) =>
    typeof input === 'string' && isAddressPhone(input)
      ? t.success(input)
      : t.failure(input, context, ADDRESS_MESSAGES.phone),
  t.identity,
)

/** Six digits, the first not 0 (docs/product.md, 'Validation rules'). */
export const Pincode = new t.Type<string, string, unknown>(
  'Pincode',
  (input): input is string => typeof input === 'string' && PINCODE_PATTERN.test(input),
  (input, context) =>
    typeof input === 'string' && PINCODE_PATTERN.test(input)
      ? t.success(input)
      : t.failure(input, context, ADDRESS_MESSAGES.pincode),
  t.identity,
)

export function isAddressPhone(phone: string): boolean {
  return /^[0-9]+$/.test(phone) && phone.length >= MIN_ADDRESS_PHONE_DIGITS && phone.length <= MAX_ADDRESS_PHONE_DIGITS
}

/** What the phone field keeps of what is typed or pasted: digits only, at most 15. */
export function addressPhoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, MAX_ADDRESS_PHONE_DIGITS)
}

export const AddressType = t.keyof({ home: null, work: null, other: null }, 'AddressType')
export type AddressType = t.TypeOf<typeof AddressType>

/**
 * An address as the customer fills it in (a delivery address). Text is
 * trimmed; `name` is the customer's own label ('Mom's place'); `isDefault`
 * true makes it the default (exactly one address is the default: the first
 * one added is, whatever it says).
 *
 * @example
 * { type: 'home', fullName: 'Asha Verma', countryCode: '+91', phone: '9829012345', addressLine1: '14 Tilak Marg',
 *   city: 'Jaipur', state: 'Rajasthan', pincode: '302017' }
 */
export const DeliveryAddressInput = t.intersection(
  [
    t.type({
      type: AddressType,
      fullName: filled(ADDRESS_MESSAGES.fullName, 'FullName'),
      phone: AddressPhone,
      addressLine1: filled(ADDRESS_MESSAGES.addressLine1, 'AddressLine1'),
      city: filled(ADDRESS_MESSAGES.city, 'City'),
      state: filled(ADDRESS_MESSAGES.state, 'State'),
      pincode: Pincode,
    }),
    t.partial({
      name: nullable(Text),
      countryCode: Text,
      addressLine2: nullable(Text),
      isDefault: t.boolean,
    }),
  ],
  'DeliveryAddressInput',
)
export type DeliveryAddressInput = t.TypeOf<typeof DeliveryAddressInput>

/** A saved address (docs/product.md, 'Entities and fields'). `countryCode` defaults to '+91'. */
export const DeliveryAddress = t.type(
  {
    _id: Text,
    type: AddressType,
    name: nullable(Text),
    fullName: Text,
    countryCode: Text,
    phone: Text,
    addressLine1: Text,
    addressLine2: nullable(Text),
    city: Text,
    state: Text,
    pincode: Text,
    isDefault: t.boolean,
  },
  'DeliveryAddress',
)
export type DeliveryAddress = t.TypeOf<typeof DeliveryAddress>

const subdomain = t.partial({ subdomain: Text })

export const GetAddressesQuery = t.intersection([t.type({ customerId: Text }), subdomain], 'GetAddressesQuery')
export const AddAddressBody = t.intersection(
  [t.type({ customerId: Text, deliveryAddress: DeliveryAddressInput }), subdomain],
  'AddAddressBody',
)
export type AddAddressBody = t.TypeOf<typeof AddAddressBody>
/** The whole address again (the form sends every field); `isDefault: true` moves the default here. */
export const UpdateAddressBody = t.intersection(
  [t.type({ customerId: Text, addressId: Text, updatedAddress: DeliveryAddressInput }), subdomain],
  'UpdateAddressBody',
)
export type UpdateAddressBody = t.TypeOf<typeof UpdateAddressBody>
export const DeleteAddressBody = t.intersection(
  [t.type({ customerId: Text, addressId: Text }), subdomain],
  'DeleteAddressBody',
)

/**
 * Every address call answers the customer's addresses, default first, then
 * newest first. A pincode the lookup does not know is a 400 at
 * `….pincode` ('Invalid pincode or no delivery available'); a 21st address
 * and deleting the only one are 409; another customer's address is 404.
 *
 * @example
 * { message: 'success', data: [{ _id: 'a1', type: 'home', fullName: 'Asha Verma', isDefault: true, … }] }
 */
export const AddressesResponse = answer({ data: t.array(DeliveryAddress) }, 'AddressesResponse')
export type AddressesResponse = t.TypeOf<typeof AddressesResponse>

/** `delete_delivery_address` answers a success flag, and the addresses left. */
export const DeleteAddressResponse = answer(
  { success: t.boolean, data: t.array(DeliveryAddress) },
  'DeleteAddressResponse',
)
export type DeleteAddressResponse = t.TypeOf<typeof DeleteAddressResponse>
