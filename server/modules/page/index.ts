/**
 * The page module's public face: the owner's page editor and route names.
 * Other modules import this folder only through this file.
 */
export { PageEditor } from './page-editor.js'
export { normaliseRoute } from './page-service.js'
export { checkSections } from './section-schemas.js'
export { linkWarnings } from './page-links.js'
export { pagePublishedAt, writePage } from './page-versions.js'
