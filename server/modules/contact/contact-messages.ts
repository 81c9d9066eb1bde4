import contactStrings from '../../../locales/en/contact.json'

type ErrorName = keyof typeof contactStrings.errors

/**
 * English text of a contact message key, from `locales/en/contact.json`, the
 * same file the form translates with, so a rule's wording lives in one place.
 * Typed from the JSON: a `ContactErrorKey` missing there does not compile.
 *
 * @example
 * contactMessage('contact.errors.nameRequired') // 'Name is required'
 */
export function contactMessage(key: `contact.errors.${ErrorName}`): string {
  return contactStrings.errors[key.slice('contact.errors.'.length) as ErrorName]
}
