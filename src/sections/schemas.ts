import type { SectionSchema } from '../registry/section-schema'
import { categoriesSchema } from './categories/schema'
import { contactSchema } from './contact/schema'
import { finalCtaSchema } from './final-cta/schema'
import { mainHeaderSchema } from './main-header/schema'
import { productsSchema } from './products/schema'
import { section1Schema, section2Schema, section3Schema } from './section-heading/schema'
import { section1CardSchema } from './section1-card/schema'
import { section2CardSchema } from './section2-card/schema'
import { section3CardSchema } from './section3-card/schema'

/**
 * Every section type, as data: the one place a section type is registered.
 * Pure (no React): the server checks a publish against it (a
 * `SchemaRegistry` of it), the owner's editor builds its forms from it, and
 * `./index.test.tsx` checks each has its render in `./index.ts`.
 */
export const sectionSchemas: SectionSchema<any>[] = [
  mainHeaderSchema,
  section1Schema,
  section1CardSchema,
  section2Schema,
  section2CardSchema,
  section3Schema,
  section3CardSchema,
  productsSchema,
  categoriesSchema,
  finalCtaSchema,
  contactSchema,
]
