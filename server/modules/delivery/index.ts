/**
 * The delivery module's public face: the owner's delivery calls (dispatch
 * points, the areas they serve, their charges, pickup, and the pincode check).
 * Other modules import this folder only through this file.
 */
export { default } from './routes.js'
