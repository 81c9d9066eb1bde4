/**
 * The signup module's public face: sign-up at the front door, and the
 * invite codes of the admin command.
 * Other modules import this folder only through this file.
 */
export { default as signupRoutes } from './routes.js'
export { default as signupPageRoutes } from './start-page.js'
export { createInvite } from './invites.js'
export { deleteSite } from './delete-site.js'
