import type { APIRequestContext, Locator } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { OWNER_CATALOGUE_PATH } from '../contract/owner-catalogue'
import { OWNER_CATALOGUE_EXPORT_PATH } from '../contract/owner-catalogue-csv'
import { OWNER_TEAM_PATH, type TeamResponse } from '../contract/owner-team'
import { api } from './api'

/**
 * Initialisms that Indian apps write in Latin letters in every language (Google Pay's and PhonePe's Hindi screens
 * say UPI, OTP and UTR), and brands: WhatsApp, Vitrine, the sandbox gateway.
 */
const INITIALISMS = new Set([
  'UPI',
  'OTP',
  'UTR',
  'ID',
  'QR',
  'PDF',
  'GST',
  'GSTIN',
  'PIN',
  'Sandbox',
  'WhatsApp',
  'Vitrine',
])

/** The owner app's conversation rows: the customer's name and last message. */
const CUSTOMERS_OWN_WORDS = '.ow-conv'

/**
 * The words in Latin letters that a reader sees in `scope` (its rendered text, `innerText`), other than `allowed`
 * (the owner's and the customer's own words: the shop's name, its items, an address as typed), order numbers
 * (KK-1003) and the initialisms above: on a screen in an Indian language, each is an untranslated word.
 *
 * @example
 * expect(await latinWords(widget, ['Kesar Kitchen', 'Garam Masala'])).toEqual([])
 */
export async function latinWords(scope: Locator, allowed: readonly string[]): Promise<string[]> {
  // Text marked as another language on purpose (the switch to English, written in English) is not counted, nor the
  // rows of the owner's conversation list: each is a customer's name and last message, their own words (other
  // customers of the demo, whoever else is testing on it).
  let text = await scope.evaluate((element, customers) => {
    const own = document.documentElement.lang
    const marked = [
      ...[...element.querySelectorAll<HTMLElement>('[lang]')].filter((each) => each.lang !== own),
      ...element.querySelectorAll<HTMLElement>(customers),
    ]
    // Emptied for the reading only (an <option> cannot be hidden from its <select>'s text), then put back.
    const children = marked.map((each) => [...each.childNodes])
    marked.forEach((each) => each.replaceChildren())
    const shown = (element as HTMLElement).innerText
    marked.forEach((each, index) => each.replaceChildren(...children[index]!))
    return shown
  }, CUSTOMERS_OWN_WORDS)
  // Longest first, so 'Garam Masala 200 g' goes before 'Garam Masala'.
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(phrase).join(' ')
  const words = text.replace(/\b[A-Z]{1,4}-\d+\b/g, ' ').match(/[A-Za-z][A-Za-z'’]*/g) ?? []
  return [...new Set(words.filter((word) => !INITIALISMS.has(word)))]
}

/** The texts under names, titles and descriptions anywhere in `value` (an owner's catalogue answer). */
function namedTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namedTexts)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? (/^(name|title|description)$/.test(key) ? [inner] : []) : namedTexts(inner),
  )
}

/**
 * The owner's own words on the demo site: every text of its catalogue (items, variants, categories, descriptions,
 * from the owner's CSV export), its topics' names, its owners' names and the shop's name.
 */
export async function demoOwnerWords(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: 'Bearer e2e-owner-key-0123456789', host: 'demo.localhost' }
  const csv = await request.get(`${api()}${OWNER_CATALOGUE_EXPORT_PATH}`, { headers })
  const rows = parse(await csv.text()) as string[][]
  const catalogue = await request.get(`${api()}${OWNER_CATALOGUE_PATH}`, { headers })
  // The team's names: the conversation's 'Assigned to' lists the owners by name.
  const team = (await (await request.get(`${api()}${OWNER_TEAM_PATH}`, { headers })).json()) as TeamResponse
  const names = team.owners.flatMap((owner) => (owner.name ? [owner.name] : []))
  const texts = [...rows.slice(1).flat(), ...namedTexts(await catalogue.json()), ...names].map((text) => text.trim())
  return ['Kesar Kitchen', ...new Set(texts.filter((text) => /[A-Za-z]/.test(text)))]
}
