import type { Section } from '../../contract/page'
import { sectionRegistry } from './registries'

export interface HeroSummary {
  siteName?: string
  title?: string
  description?: string
  image?: string
}

/**
 * What the document head and link previews use: the first section whose
 * schema declares a `head` (the Main Header), decoded. The page holds only
 * shown sections (the server leaves hidden ones out).
 */
export function heroSummary(sections: readonly Section[]): HeroSummary | undefined {
  const index = sections.findIndex((section) => sectionRegistry.get(section.name)?.schema.head)
  if (index === -1) return undefined
  const resolved = sectionRegistry.resolve(sections[index]!, index)
  if (!resolved.ok) return undefined
  return resolved.definition.schema.head!(resolved.values as never)
}

/** The document title of a page: the site's name and its hero's title ('Kesar Kitchen · Masalas ground…'). */
export function pageTitle(sections: readonly Section[], subdomain: string): string {
  const hero = heroSummary(sections)
  const siteName = hero?.siteName ?? subdomain
  return hero?.title ? `${siteName} · ${hero.title}` : siteName
}
