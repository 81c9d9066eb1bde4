/*
 * The storefront's XML (sitemap, product feed) is written as text: no XML writer is installed (htmlparser2, which the
 * tests read it back with, only parses), and these documents are flat lists of elements, so the one thing to get
 * right is escaping, done here once.
 */

/** Characters XML 1.0 does not allow at all (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF). */
// oxlint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/
const NOT_XML_ALL = new RegExp(NOT_XML.source, 'g')

const SPECIAL = /[&<>"']/
const SPECIAL_ALL = /[&<>"']/g
/** Either kind: one test finds the text that needs nothing (nearly all of a feed's). */
const ANY = new RegExp(`${SPECIAL.source.slice(0, -1)}${NOT_XML.source.slice(1)}`)
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text for an XML element or attribute: the five special characters as entities, forbidden characters dropped. */
export function escapeXml(text: string): string {
  // Most texts need nothing: a test is cheaper than a replace that copies them.
  if (!ANY.test(text)) return text
  const allowed = NOT_XML.test(text) ? text.replace(NOT_XML_ALL, '') : text
  return SPECIAL.test(allowed) ? allowed.replace(SPECIAL_ALL, (char) => ENTITIES[char]!) : allowed
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
