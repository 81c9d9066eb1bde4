import type { SectionDefinition } from '../registry/define-section'
import '../styles/site.css'
import './sections.css'

/**
 * Every section type of the published site with its render: each folder's
 * `index.tsx` default-exports its definition (or a list of them), found by
 * Vite. The registration is the schema's line in `./schemas.ts`;
 * `./index.test.tsx` checks the two agree.
 */
export const sectionDefinitions: SectionDefinition[] = Object.values(
  import.meta.glob<SectionDefinition | SectionDefinition[]>('./*/index.tsx', { eager: true, import: 'default' }),
).flat()
