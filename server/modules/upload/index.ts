/**
 * The upload module's public face: the customers' upload call.
 * Other modules import this folder only through this file.
 */
export { UPLOAD_PATH } from './routes.js'
