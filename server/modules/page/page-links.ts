import type { LinkWarning } from '../../../contract/owner-page.js'
import type { Section } from '../../../contract/page.js'
import { readValues, type Fields, type RawValues } from '../../../src/registry/section-schema.js'
import { schemaOf } from '../../../src/sections/section-title.js'
import { shown } from './page-service.js'

/** The anchor an in-page link goes to (`#final-cta`, `/#final-cta` → `final-cta`), or null for any other link. */
export function anchorOf(link: string): string | null {
  const match = /^\/?#([A-Za-z][\w-]*)$/.exec(link.trim())
  return match ? match[1]! : null
}

/**
 * The links of the shown sections that go to an anchor (`#final-cta`) no
 * shown section carries: its section is hidden, or not on the page. A link
 * field left empty counts with its default (the hero's buttons scroll to
 * `#final-cta` and `#results` unless told otherwise). Publishing a draft
 * with any needs the owner's confirmation.
 *
 * @example
 * linkWarnings(sectionsWithFinalCtaHidden)
 * // [{ sectionId: 'sec-main-header', field: 'button1Link', link: '#final-cta', reason: 'hidden' }]
 */
export function linkWarnings(sections: readonly Section[]): LinkWarning[] {
  const anchors = (of: readonly Section[]) =>
    new Set(of.map((section) => schemaOf(section.name)?.anchor).filter((anchor) => anchor !== undefined))
  const visible = sections.filter(shown)
  const live = anchors(visible)
  const anywhere = anchors(sections)
  const warnings: LinkWarning[] = []
  for (const section of visible) {
    const fields: Fields = schemaOf(section.name)?.fields ?? {}
    for (const { field, link } of linksOf(fields, readValues(fields, section.values))) {
      const anchor = anchorOf(link)
      if (anchor === null || live.has(anchor)) continue
      warnings.push({ sectionId: section._id, field, link, reason: anywhere.has(anchor) ? 'hidden' : 'missing' })
    }
  }
  return warnings
}

/** Every link value of a section's fields (a list's records' too), an empty single link as its default. */
function linksOf(fields: Fields, raw: RawValues): { field: string; link: string }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.kind === 'list')
      return (raw[name] as RawValues[]).flatMap((record) =>
        linksOf(field.fields, record).map((found) => ({ ...found, field: name })),
      )
    if (field.kind !== 'link') return []
    const values = raw[name] as string[]
    const links = values.length === 0 && field.default !== undefined ? [field.default] : values
    return links.map((link) => ({ field: name, link }))
  })
}
