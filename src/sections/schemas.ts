import { SchemaRegistry } from '../registry/schema-registry'
import type { SectionSchema } from '../registry/section-schema'
import { contactSchema } from './contact/schema'
import { finalCtaSchema } from './final-cta/schema'
import { mainHeaderSchema } from './main-header/schema'
import { section1Schema, section2Schema, section3Schema } from './section-heading/schema'
import { section1CardSchema } from './section1-card/schema'
import { section2CardSchema } from './section2-card/schema'
import { section3CardSchema } from './section3-card/schema'

/**
 * Every section type, as data: the one place a section type is registered.
 * Pure (no React): the server checks a publish against it, the owner's editor
 * builds its form from it, and `./index.ts` pairs each with its render.
 */
export const sectionSchemas: SectionSchema<any>[] = [
  mainHeaderSchema,
  section1Schema,
  section1CardSchema,
  section2Schema,
  section2CardSchema,
  section3Schema,
  section3CardSchema,
  finalCtaSchema,
  contactSchema,
]

/** The schema registry of the product's sections. */
export const schemaRegistry = /* @__PURE__ */ new SchemaRegistry(sectionSchemas)
