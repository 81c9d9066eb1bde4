import type { FieldError } from '../../../contract/decode.js'
import type { DispatchPointFields } from '../../../contract/delivery.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'

const PINCODE = /^[1-9][0-9]{5}$/
/** A pincode or its first digits: '1' (North India) to '302001' (one pincode). */
const PINCODE_PREFIX = /^[1-9][0-9]{0,5}$/
const STATE = /^[\p{L}][\p{L} .&-]{1,59}$/u
const MAX_AREAS = 200

/**
 * The rules of a dispatch point, as field errors under `root` (`body.point`):
 * a name (not another point's), an address and a 6-digit pincode; areas
 * that are state names and pincodes or their first digits; somewhere it
 * delivers unless it is pickup only; a pickup address when pickup only.
 * The money's form (rupees, 2 decimals) the codec has checked.
 */
export function dispatchPointErrors(point: DispatchPointFields, root: string, otherNames: readonly string[]) {
  const errors: FieldError[] = []
  const check = (path: string, ok: boolean, key: ServerTextKey, values?: Record<string, string | number>) => {
    if (!ok) errors.push({ path: `${root}.${path}`, message: serverText(key, values) })
  }
  const length = (path: string, value: string, max: number) =>
    check(path, [...value].length <= max, 'delivery.tooLong', { max })
  const name = point.name.trim()
  check('name', name !== '', 'delivery.nameRequired')
  length('name', name, 80)
  check('name', !otherNames.some((other) => other.trim().toLowerCase() === name.toLowerCase()), 'delivery.nameTaken')
  check('address', point.address.trim() !== '', 'delivery.addressRequired')
  length('address', point.address, 300)
  length('city', point.city, 80)
  length('state', point.state, 60)
  check('pincode', PINCODE.test(point.pincode.trim()), 'delivery.pincode')
  // Blank entries are dropped on save, not refused.
  point.areas.states.forEach((state, index) =>
    check(`areas.states.${index}`, state.trim() === '' || STATE.test(state.trim()), 'delivery.state'),
  )
  point.areas.pincodes.forEach((prefix, index) =>
    check(`areas.pincodes.${index}`, !prefix.trim() || PINCODE_PREFIX.test(prefix.trim()), 'delivery.areaPincode'),
  )
  check('areas.states', point.areas.states.length <= MAX_AREAS, 'delivery.tooLong', { max: MAX_AREAS })
  check('areas.pincodes', point.areas.pincodes.length <= MAX_AREAS, 'delivery.tooLong', { max: MAX_AREAS })
  const delivers =
    point.areas.allIndia ||
    point.areas.states.some((state) => state.trim()) ||
    point.areas.pincodes.some((prefix) => prefix.trim())
  check('areas', point.pickup.only || delivers, 'delivery.noArea')
  check('pickup.address', !point.pickup.only || point.pickup.address.trim() !== '', 'delivery.pickupAddressRequired')
  length('pickup.address', point.pickup.address, 300)
  length('pickup.hours', point.pickup.hours, 200)
  return errors
}
