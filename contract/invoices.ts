import * as t from 'io-ts'
import { CHAT_WIDGET_PREFIX } from './auth'
import { nullable } from './codec'
import { GST_STATES, gstinProblem, type GstStateCode } from './gst'
import { Text } from './text'

/**
 * Invoices and credit notes of paid orders (docs/invoices.md). The customer downloads a PDF from History, the owner
 * from the order card; both name the order by its `_id`. `document`: `invoice` (default) or `credit-note` (the latest
 * credit note of the order's refunds). An order of another customer or site answers 404, as does an order that has
 * no such document yet (not paid, or not refunded).
 */
export const INVOICE_PDF_PATH = `${CHAT_WIDGET_PREFIX}/order_invoice_pdf`
export const OWNER_INVOICE_PDF_PATH = '/business_website/owner/orders/invoice_pdf'
/** The owner's GST and invoice settings: GET reads them, PUT replaces them. */
export const OWNER_INVOICE_SETTINGS_PATH = '/business_website/owner/invoice_settings'

export const InvoiceDocumentKind = t.keyof({ invoice: null, 'credit-note': null }, 'InvoiceDocumentKind')
export type InvoiceDocumentKind = t.TypeOf<typeof InvoiceDocumentKind>

export const InvoicePdfQuery = t.intersection(
  [t.type({ customerId: Text, orderId: Text }), t.partial({ document: InvoiceDocumentKind, subdomain: Text })],
  'InvoicePdfQuery',
)
export type InvoicePdfQuery = t.TypeOf<typeof InvoicePdfQuery>
export const OwnerInvoicePdfQuery = t.intersection(
  [t.type({ orderId: Text }), t.partial({ document: InvoiceDocumentKind })],
  'OwnerInvoicePdfQuery',
)

/** A GSTIN with the right shape, a known state and the right check digit (upper case). */
export const Gstin = t.refinement(Text, (value) => gstinProblem(value) === null, 'Gstin')
export const GstState = t.keyof(
  Object.fromEntries(Object.keys(GST_STATES).map((code) => [code, null])) as Record<GstStateCode, null>,
  'GstState',
)
/** What numbers start with: 1 to 8 capital letters, digits or '-' (GST allows 16 characters in all). */
export const InvoicePrefix = t.refinement(Text, (value) => /^[A-Z0-9-]{1,8}$/.test(value), 'InvoicePrefix')
export const LegalName = t.refinement(Text, (value) => value.trim().length <= 120, 'LegalName')

/**
 * The owner's invoice settings. `gstin` null: the shop is not GST-registered and issues bills of supply; when set, its
 * first two digits must be `state`'s code. `legalName` empty: the business name is used. `state` null: not chosen
 * (every sale then reads as within the state).
 */
export const InvoiceSettings = t.type(
  { gstin: nullable(Gstin), legalName: LegalName, state: nullable(GstState), prefix: InvoicePrefix },
  'InvoiceSettings',
)
export type InvoiceSettings = t.TypeOf<typeof InvoiceSettings>

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = { gstin: null, legalName: '', state: null, prefix: 'INV' }

/** Why settings that decode are still refused: a GSTIN of another state than the one chosen. */
export const gstinStateMismatch = (settings: InvoiceSettings): boolean =>
  settings.gstin !== null && settings.gstin.slice(0, 2) !== settings.state
