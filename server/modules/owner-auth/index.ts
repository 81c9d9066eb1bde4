/**
 * The owner-auth module's public face: the owner sign-in calls.
 * Other modules import this folder only through this file.
 */
export { default as ownerAuthRoutes } from './routes.js'
