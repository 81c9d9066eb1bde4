import type { ReactNode } from 'react'
import type { WebsitePage } from '../../contract/page'
import type { Storefront } from '../../contract/storefront'
import type { SectionRegistry } from './section-registry'

/** What a template's render gets: the page, the section registry and page-level actions. */
export interface TemplateContext {
  sections: SectionRegistry
  editMode: boolean
  openContact(): void
  /** What the storefront sections show of the live catalogue (the page service reads it with the page). */
  storefront?: Storefront
}

/**
 * A template lays out a page's sections: ordering, filtering, anchors, grids.
 *
 * @example
 * defineTemplate({ slug: 'product-v1', owner: 'templates/product-v1', render: (page, ctx) => <ProductLayout ... /> })
 */
export interface TemplateDefinition {
  /** Template slug stored with the site, `{product}-v1`. */
  slug: string
  owner: string
  render(page: WebsitePage, context: TemplateContext): ReactNode
}

export function defineTemplate(definition: TemplateDefinition): TemplateDefinition {
  return definition
}

/** Templates by slug; a duplicate slug throws naming both owners. */
export class TemplateRegistry {
  readonly #bySlug = new Map<string, TemplateDefinition>()

  constructor(definitions: readonly TemplateDefinition[]) {
    for (const definition of definitions) {
      const existing = this.#bySlug.get(definition.slug)
      if (existing)
        throw new Error(
          `Template "${definition.slug}" is defined twice: by ${existing.owner} and by ${definition.owner}`,
        )
      this.#bySlug.set(definition.slug, definition)
    }
  }

  get(slug: string): TemplateDefinition | undefined {
    return this.#bySlug.get(slug)
  }
}
