import * as t from 'io-ts'
import { answer } from './codec'
import { Text } from './text'

/** Our pincode lookup (address form: checked on the sixth digit; fills city and state). */
export const PINCODE_PATH = '/business_website/chat_widget/get_pincode_details'

/** An Indian pincode: exactly six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/

export const PincodeQuery = t.type({ pincode: Text }, 'PincodeQuery')
export type PincodeQuery = t.TypeOf<typeof PincodeQuery>

/** The postal lookup result, in the shape of the public India Post lookup. */
export const PostalPlace = t.type({ District: Text, State: Text, Circle: Text }, 'PostalPlace')
export type PostalPlace = t.TypeOf<typeof PostalPlace>

/**
 * Answer of the lookup: the place of a known pincode. An unknown pincode
 * answers 404 ('Invalid pincode or no delivery available'); a lookup that
 * cannot be made answers 503 ('Unable to validate pincode').
 *
 * @example
 * { message: 'success', data: { District: 'Jaipur', State: 'Rajasthan', Circle: 'Rajasthan' } }
 */
export const PincodeResponse = answer({ data: PostalPlace }, 'PincodeResponse')
export type PincodeResponse = t.TypeOf<typeof PincodeResponse>
