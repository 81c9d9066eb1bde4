/**
 * The realtime module's public face: the interface of app.realtime.
 * Other modules import this folder only through this file.
 */
export type { Realtime } from './realtime.js'
export { customerRoom, ownerRoom, ownerSessionRoom, sessionRoom, siteRoom } from './rooms.js'
