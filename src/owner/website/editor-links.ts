import type { Section } from '../../../contract/page'
import { schemaOf } from '../../sections/section-title'

/** A part of the page a link may go to: a section's anchor (`final-cta`), named by that section. */
export interface AnchorTarget {
  anchor: string
  section: Section
}

/** An item of the catalogue the chat's deep links may open (`?chat=open&source=direct_buy&item=<slug>`). */
export interface ItemTarget {
  /** Its id: what a section's catalogue field stores (a Products section's hand-picked items). */
  id: string
  name: string
  slug: string
}

/** A category of the catalogue, as a section's catalogue field offers it (a Products section's category). */
export interface CategoryTarget {
  id: string
  name: string
}

/**
 * The anchors of a page's sections, once each, in page order, hidden ones
 * included (a link to one is flagged before publishing, not hidden from
 * the picker).
 */
export function anchorTargets(sections: readonly Section[]): AnchorTarget[] {
  const seen = new Set<string>()
  const targets: AnchorTarget[] = []
  for (const section of sections) {
    const anchor = schemaOf(section.name)?.anchor
    if (anchor && !seen.has(anchor)) {
      seen.add(anchor)
      targets.push({ anchor, section })
    }
  }
  return targets
}

/** The chat's deep links (the widget reads `chat`, `source` and `item`; see `src/widget/mount.tsx`). */
export const chatLink = {
  open: '?chat=open',
  cart: '?chat=open&source=cart_summary',
  order: (slug: string) => `?chat=open&source=direct_buy&item=${encodeURIComponent(slug)}`,
  ask: (slug: string) => `?chat=open&source=send_enquiry_request&item=${encodeURIComponent(slug)}`,
}
