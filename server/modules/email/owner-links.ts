import { OWNER_INVOICE_PDF_PATH } from '../../../contract/invoices.js'
import type { Site } from '../site/index.js'

/**
 * The address of the site's owner app that an e-mail links to (its custom
 * domain, else its subdomain of `SITE_DOMAIN`; https in production), with
 * `path` after `/owner`.
 *
 * @example
 * ownerAppLink({ subdomain: 'demo', customDomain: null }, { siteDomain: 'vitrine.example', production: true })
 * // 'https://demo.vitrine.example/owner'
 */
export function ownerAppLink(
  site: Pick<Site, 'subdomain' | 'customDomain'>,
  options: { siteDomain: string; production: boolean },
  query = '',
): string {
  const host = site.customDomain ?? `${site.subdomain}.${options.siteDomain}`
  return `${options.production ? 'https' : 'http'}://${host}/owner${query}`
}

/** The address of an order's invoice PDF for the site's owners (their owner app session opens it). */
export function invoiceLink(
  site: Pick<Site, 'subdomain' | 'customDomain'>,
  options: { siteDomain: string; production: boolean },
  orderId: string,
): string {
  const owner = ownerAppLink(site, options)
  return `${owner.slice(0, -'/owner'.length)}${OWNER_INVOICE_PDF_PATH}?${new URLSearchParams({ orderId })}`
}
