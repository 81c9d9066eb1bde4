import { SectionRegistry } from '../registry/section-registry'
import { TemplateRegistry } from '../registry/template-registry'
import { sectionDefinitions } from '../sections'
import { productV1 } from '../templates/product-v1'

/**
 * The composition root of the published site: every section type and
 * template, registered once. A duplicate name or slug throws here, at start-up.
 */
export const sectionRegistry = new SectionRegistry(sectionDefinitions)
export const templateRegistry = new TemplateRegistry([productV1])
