import type { SectionDefinition } from '../registry/define-section'
import { contact } from './contact'
import { finalCta } from './final-cta'
import { mainHeader } from './main-header'
import { section1, section2, section3 } from './section-heading'
import { section1Card } from './section1-card'
import { section2Card } from './section2-card'
import { section3Card } from './section3-card'
import '../styles/site.css'
import './sections.css'

/** Every section type of the published site, handed to the registry by the composition root. */
export const sectionDefinitions: SectionDefinition[] = [
  mainHeader,
  section1,
  section1Card,
  section2,
  section2Card,
  section3,
  section3Card,
  finalCta,
  contact,
]
