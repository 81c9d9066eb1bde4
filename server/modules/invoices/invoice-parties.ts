import type { Kysely } from 'kysely'
import { gstStateOf, type GstStateCode } from '../../../contract/gst.js'
import type { InvoiceSettings } from '../../../contract/invoices.js'
import type { Database } from '../../db/schema.js'
import type { PincodeProvider } from '../../providers/pincode/index.js'
import { siteName } from '../auth/index.js'
import type { StoredOrder } from '../order/index.js'
import { storedProfile } from '../settings/index.js'
import type { InvoiceDocument, InvoiceParty } from './invoice-document.js'

/** The seller as the invoice names them: the legal name (else the business name), address, GSTIN and state. */
export async function sellerOf(db: Kysely<Database>, siteId: string, settings: InvoiceSettings): Promise<InvoiceParty> {
  const site = await db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirstOrThrow()
  const profile = storedProfile(site)
  const name = settings.legalName.trim() || profile.name || siteName(site)
  const lines = [profile.address, profile.phone && `☎ ${profile.phone}`, profile.email].filter(Boolean)
  return { name, lines, gstin: settings.gstin, state: settings.state }
}

/**
 * The buyer and the place of supply: the customer's name and phone; for an order that ships, the delivery address,
 * whose state comes from its pincode (the pincode directory), else from the state the address names.
 */
export async function buyerOf(
  db: Kysely<Database>,
  order: StoredOrder,
  pincodes: PincodeProvider,
  sellerState: string | null,
): Promise<InvoiceParty> {
  const customer = await db
    .selectFrom('customers')
    .select(['name', 'countryCode', 'phoneNumber'])
    .where('siteId', '=', order.siteId)
    .where('id', '=', order.customerId)
    .executeTakeFirst()
  const phone = customer ? `${customer.countryCode} ${customer.phoneNumber}` : ''
  const address = order.details.shippingDetails[0]?.shipToAddress
  if (!address) return { name: customer?.name?.trim() || phone, lines: [phone], gstin: null, state: sellerState }
  const state = (await pincodeState(pincodes, address.pincode)) ?? gstStateOf(address.state)
  const lines = [
    address.addressLine1,
    address.addressLine2 ?? '',
    `${address.city}, ${address.state} ${address.pincode}`,
    `${address.countryCode} ${address.phone}`,
  ].filter(Boolean)
  return { name: address.fullName, lines, gstin: null, state }
}

async function pincodeState(pincodes: PincodeProvider, pincode: string): Promise<GstStateCode | null> {
  try {
    const place = await pincodes.lookup(pincode)
    return place ? gstStateOf(place.State) : null
  } catch {
    // The directory could not be asked: the address's own state decides.
    return null
  }
}

/** CGST + SGST within the seller's state (or when either state is not known), IGST across; none without a GSTIN. */
export function supplySplit(seller: InvoiceParty, buyer: InvoiceParty): InvoiceDocument['split'] {
  if (seller.gstin === null) return 'none'
  if (seller.state === null || buyer.state === null) return 'intra'
  return seller.state === buyer.state ? 'intra' : 'inter'
}
