/*
 * The storefront's XML (sitemap, product feed) is written as text: no XML writer is installed (htmlparser2, which the
 * tests read it back with, only parses), and these documents are flat lists of elements, so the one thing to get
 * right is escaping, done here once.
 */

/** Characters XML 1.0 does not allow at all (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF). */
// oxlint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text for an XML element or attribute: the five special characters as entities, forbidden characters dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
