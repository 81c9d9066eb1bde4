import type { SectionDefinition } from '../registry/define-section'
import { definitionsFor } from '../registry/section-registry'
import { sectionSchemas } from './schemas'
import '../styles/site.css'
import './sections.css'

/** Each section folder's `index.tsx` (its definitions: schema plus render), found by Vite; registration is `./schemas.ts`. */
const folders = import.meta.glob<Record<string, unknown>>('./*/index.tsx', { eager: true })

/** Every section type of the published site with its render, in the order of `./schemas.ts`; handed to the registry by the composition root. */
export const sectionDefinitions: SectionDefinition[] = definitionsFor(
  sectionSchemas,
  Object.values(folders).flatMap((exports) => Object.values(exports)),
)
