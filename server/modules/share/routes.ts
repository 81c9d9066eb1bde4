import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { slugOf } from '../../../contract/owner-catalogue-fields.js'
import {
  OWNER_CHECKLIST_DISMISS_PATH,
  OWNER_SHARE_PATH,
  OWNER_SHARE_QR_PATH,
  OWNER_SHARE_USED_PATH,
  ShareUsedBody,
  type OwnerShareResponse,
} from '../../../contract/owner-share.js'
import { OWNER_READY_TO_SELL_PATH } from '../../../contract/ready-to-sell.js'
import { ownerPost, route } from '../../http/route.js'
import { onFirstUse } from '../../lib/on-first-use.js'
import { siteName } from '../auth/index.js'
import { verifiedDomain } from '../domain/index.js'
import type { Site } from '../site/index.js'
import { readyToSell } from './ready-to-sell.js'
import { ShareService } from './share-service.js'
import { siteLink } from './site-link.js'

/**
 * The QR code's PNG: 1024 px wide prints sharp at about 8 cm and 300 dpi and
 * stays readable on a poster; the quiet zone of 4 modules the standard asks for.
 */
export const QR_OPTIONS = { type: 'png', width: 1024, margin: 4, errorCorrectionLevel: 'M' } as const
/** The QR code library, loaded with the first code drawn (on-first-use.ts). */
const loadQrCode = onFirstUse(async () => (await import('qrcode')).default)

/**
 * The owner's share kit (contract/owner-share.ts): the site's link and the
 * onboarding checklist, the link's QR code as a PNG to print, and the
 * records that the owner shared the site or dismissed the checklist. The
 * site is the caller's. A verified custom domain (the domain module) is
 * the link.
 */
export default async function shareRoutes(app: FastifyInstance) {
  const share = new ShareService(app.db)
  // Drawing a 1024 px QR code takes 100 ms or more of CPU; a site's link rarely changes (about 20 kB a code).
  const qrCodes = new LRUCache<string, Buffer>({ max: 200 })
  const qrOf = async (link: string) => {
    const png = qrCodes.get(link) ?? (await (await loadQrCode()).toBuffer(link, QR_OPTIONS))
    qrCodes.set(link, png)
    return png
  }

  const linkOf = async (site: Site, request: FastifyRequest) =>
    siteLink({
      protocol: request.protocol,
      requestHost: request.headers.host,
      subdomain: site.subdomain,
      siteDomain: app.config.siteDomain,
      customDomain: await verifiedDomain(app.db, site.id),
    })

  const answer = async (site: Site, request: FastifyRequest): Promise<OwnerShareResponse> => ({
    message: 'success',
    link: await linkOf(site, request),
    siteName: siteName(site),
    checklist: await share.checklist(site),
  })

  route(app, { method: 'GET', url: OWNER_SHARE_PATH, auth: 'owner' }, ({ ownerSite, request }) =>
    answer(ownerSite, request),
  )

  route(app, { method: 'GET', url: OWNER_SHARE_QR_PATH, auth: 'owner' }, async ({ ownerSite, request, reply }) => {
    const png = await qrOf(await linkOf(ownerSite, request))
    const name = slugOf(siteName(ownerSite) || ownerSite.subdomain)
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', `attachment; filename="${name}-qr.png"`)
      .header('cache-control', 'no-store')
      .send(png)
  })

  ownerPost(app, OWNER_SHARE_USED_PATH, ShareUsedBody, async ({ ownerSite, request }) => {
    await share.markShared(ownerSite.id)
    return answer(ownerSite, request)
  })

  route(app, { method: 'GET', url: OWNER_READY_TO_SELL_PATH, auth: 'owner' }, ({ ownerSite }) =>
    readyToSell(app.db, ownerSite),
  )

  route(app, { method: 'POST', url: OWNER_CHECKLIST_DISMISS_PATH, auth: 'owner' }, async ({ ownerSite, request }) => {
    await share.dismiss(ownerSite.id)
    return answer(ownerSite, request)
  })
}
