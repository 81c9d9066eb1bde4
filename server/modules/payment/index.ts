/**
 * The payment module's public face: what the owner's inbox shows of payments.
 * Other modules import this folder only through this file.
 */
export { ordersWithReports, withReportedPayments } from './reported-payments.js'
