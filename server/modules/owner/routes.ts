import type { FastifyInstance } from 'fastify'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH, PreviewLinkBody, PublishPageBody } from '../../../contract/owner.js'
import { DecodeError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { checkSections, normaliseRoute } from '../page/index.js'
import { signPreview } from './preview-token.js'

/**
 * The owner API: publish a page's content, get a signed preview link.
 * Authenticated with the site's owner key or an owner session cookie.
 */
export default async function ownerRoutes(app: FastifyInstance) {
  route(
    app,
    { method: 'PUT', url: OWNER_PAGE_PATH, auth: 'owner', body: PublishPageBody },
    async ({ body, ownerSite: site }) => {
      // Checked against the section schemas themselves: no SSR bundle is needed to validate a page.
      const errors = checkSections(body.sections).map((error) => ({ ...error, path: `body.${error.path}` }))
      const ids = new Set<string>()
      body.sections.forEach((section, index) => {
        if (ids.has(section._id))
          errors.push({ path: `body.sections.${index}._id`, message: `duplicate section id "${section._id}"` })
        ids.add(section._id)
      })
      if (errors.length > 0) throw new DecodeError(errors)
      const customRoute = normaliseRoute(body.customRoute ?? '/')
      await app.pages.publish(site, customRoute, body.sections, body.colorPalette)
      return { message: 'success', customRoute, sections: body.sections.length }
    },
  )

  const previewLink = {
    method: 'POST',
    url: OWNER_PREVIEW_LINK_PATH,
    auth: 'owner',
    body: PreviewLinkBody,
    bodyWhenAbsent: {},
  } as const
  route(app, previewLink, async ({ body, ownerSite: site, request }) => {
    const { token, expiresAt } = signPreview(site.subdomain, await app.auth.secrets.get('owner-preview-key'))
    const host = `${site.subdomain}.${app.config.siteDomain}${portSuffix(request.headers.host)}`
    const url = `${request.protocol}://${host}${normaliseRoute(body.customRoute ?? '/')}?ownerPreview=${token}`
    return { message: 'success', url, expiresAt: new Date(expiresAt).toISOString() }
  })
}

function portSuffix(host: string | undefined): string {
  const match = /:(\d+)$/.exec(host ?? '')
  return match ? `:${match[1]}` : ''
}
