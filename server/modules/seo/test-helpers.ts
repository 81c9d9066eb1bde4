import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { expect } from 'vitest'

/**
 * An XML document read back as a crawler reads it (htmlparser2 in XML mode), its elements by name. A document that
 * is not well-formed fails: every opened element must close in order, and no text may hold a raw `<` or `&`.
 */
export function readXml(xml: string) {
  expect(wellFormed(xml), xml.slice(0, 400)).toBe(true)
  const document = parseDocument(xml, { xmlMode: true })
  const all = (name: string, within: unknown = document) =>
    DomUtils.getElementsByTagName(name, within as Element, true) as Element[]
  const text = (element: Element, name: string) => {
    const [found] = all(name, element)
    return found === undefined ? undefined : DomUtils.textContent(found)
  }
  return { document, all, text }
}

/** Well-formed enough for our flat documents: tags balance, and `&` only starts one of the five entities. */
function wellFormed(xml: string): boolean {
  const open: string[] = []
  for (const match of xml
    .replace(/^<\?xml[^>]*\?>/, '')
    .matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos);)/g)) {
    if (match[2] === undefined) return false
    if (match[3] === '/') continue
    if (match[1] === '/') {
      if (open.pop() !== match[2]) return false
    } else open.push(match[2])
  }
  return open.length === 0
}

/** The owner key's headers. */
export const ownerAuth = (key: string) => ({ authorization: `Bearer ${key}` })

/** A variant as the owner's form sends it. */
export const variant = (
  name: string,
  basePrice: number,
  salePrice: number | null,
  stock: number,
  isDefault = false,
) => ({
  name,
  basePrice,
  salePrice,
  stock,
  sku: '',
  weight: null,
  isDefault,
})
