import { sectionDefinitionsOf } from '../registry/section-modules'
import '../styles/site.css'
import './sections.css'

/**
 * Every section type of the published site with its render: each folder's
 * `index.tsx` exports its definition (or a list of them), found by Vite. The
 * registration is the schema's line in `./schemas.ts`; `./index.test.tsx`
 * checks the two agree.
 */
export const sectionDefinitions = sectionDefinitionsOf(import.meta.glob('./*/index.tsx', { eager: true }))
