import type { Section } from '../../contract/page'
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
  const props = resolved.props as { logoText?: string; title?: string; subTitle?: string; logo?: string }
  return { siteName: props.logoText, title: props.title, description: props.subTitle, image: props.logo }
}
