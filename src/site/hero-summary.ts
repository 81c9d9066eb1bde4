import type { Section } from '../../contract/page'
import type { MainHeaderValues } from '../sections/main-header/MainHeader'
import { sectionRegistry } from './registries'

export interface HeroSummary {
  siteName?: string
  title?: string
  description?: string
  image?: string
}

/** The first shown Main Header, decoded: what the document head and link previews use. */
export function heroSummary(sections: readonly Section[]): HeroSummary | undefined {
  const index = sections.findIndex((section) => section.name === 'Main Header' && section.status !== 'hide')
  if (index === -1) return undefined
  const resolved = sectionRegistry.resolve(sections[index]!, index)
  if (!resolved.ok) return undefined
  // The registry found the Main Header definition by this name, so these are its decoded values.
  const values = resolved.values as MainHeaderValues
  return { siteName: values.logoText, title: values.title, description: values.subTitle, image: values.logo }
}
