/**
 * GST facts an invoice needs: the states and union territories by their GST state code, and the GSTIN's check
 * digit. Pure, shared by the server (validation, invoices) and the owner app (the settings form).
 */

/** GST state codes and names (the first two digits of a GSTIN), as the GST portal lists them. */
export const GST_STATES = {
  '01': 'Jammu & Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra & Nagar Haveli and Daman & Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman & Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const

export type GstStateCode = keyof typeof GST_STATES
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[]

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '')

/** Other spellings of state names (India Post's directory writes some differently from the GST portal). */
const ALIASES: Record<string, GstStateCode> = {
  chattisgarh: '22',
  pondicherry: '34',
  andamanandnicobar: '35',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  orissa: '21',
  newdelhi: '07',
}

/**
 * The GST state code of a state's name as addresses and the pincode directory write it, or null.
 *
 * @example
 * gstStateOf('Maharashtra') // '27'
 * gstStateOf('Chattisgarh') // '22'
 */
export function gstStateOf(name: string): GstStateCode | null {
  const wanted = key(name)
  if (wanted === '') return null
  const found = GST_STATE_CODES.find((code) => key(GST_STATES[code]) === wanted)
  return found ?? ALIASES[wanted] ?? null
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/**
 * The check digit of a GSTIN's first 14 characters (the GST network's mod-36 scheme: alternate factors 1 and 2,
 * each product folded as quotient + remainder of 36).
 */
export function gstinCheckDigit(first14: string): string {
  let sum = 0
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_CHARS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!
}

/** Why a GSTIN is refused, or null when it is a well-formed GSTIN of a known state with the right check digit. */
export type GstinProblem = 'shape' | 'state' | 'checksum'

/**
 * @example
 * gstinProblem('27AAPFU0939F1ZV') // null
 * gstinProblem('27AAPFU0939F1ZA') // 'checksum'
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'shape'
  if (!(gstin.slice(0, 2) in GST_STATES)) return 'state'
  return gstinCheckDigit(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum'
}
