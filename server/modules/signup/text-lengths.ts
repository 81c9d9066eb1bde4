import type { FieldError } from '../../../contract/decode.js'
import type { CreateSiteBody } from '../../../contract/signup.js'
import { serverText } from '../../text/server-text.js'

/** How long the owner's words may be: a name and a city fit a header; the about and offer lines a paragraph. */
const LENGTHS = { businessName: 60, city: 60, about: 300, offer: 300 } as const
const REQUIRED = ['businessName', 'city'] as const

/**
 * The sign-up's text fields that are blank (when required) or too long, with paths like `body.businessName`.
 *
 * @example
 * checkLengths({ ...body, businessName: ' ' }) // [{ path: 'body.businessName', message: 'is required' }]
 */
export function checkLengths(body: CreateSiteBody): FieldError[] {
  const errors: FieldError[] = []
  for (const field of REQUIRED)
    if (body[field].trim() === '') errors.push({ path: `body.${field}`, message: serverText('signup.required') })
  for (const [field, max] of Object.entries(LENGTHS) as [keyof typeof LENGTHS, number][]) {
    const value = body[field]
    if (value !== undefined && value.trim().length > max)
      errors.push({ path: `body.${field}`, message: serverText('signup.tooLong', { max }) })
  }
  return errors
}
