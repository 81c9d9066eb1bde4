/**
 * The sandbox gateway's public face: its webhook events, as Razorpay words them.
 * Other modules import this folder only through this file.
 */
export { paymentEvent } from './webhook-event.js'
