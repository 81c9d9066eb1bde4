import type { FastifyInstance } from 'fastify'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import {
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  OwnerPageQuery,
  OwnerRestoreBody,
  OwnerSectionBody,
  OwnerSectionOrderBody,
  type PageVersionsResponse,
} from '../../../contract/owner-page.js'
import { route } from '../../http/route.js'
import { PageEditor } from '../page/index.js'
import { normaliseRoute } from '../page/index.js'

/**
 * The owner's page calls (contract/owner-page.ts): read the live page back,
 * change one section, reorder, list versions, restore one. The site is the
 * caller's (owner key or session), never the payload's; `customRoute`
 * defaults to `/`.
 */
export default async function ownerPageRoutes(app: FastifyInstance) {
  const editor = new PageEditor(app.db, app.events, app.pages)
  const routeOf = (part: { customRoute?: string } | undefined) => normaliseRoute(part?.customRoute ?? '/')

  route(app, { method: 'GET', url: OWNER_PAGE_PATH, auth: 'owner', query: OwnerPageQuery }, ({ query, ownerSite }) =>
    editor.read(ownerSite, routeOf(query)),
  )

  route(
    app,
    { method: 'POST', url: OWNER_PAGE_SECTION_PATH, auth: 'owner', body: OwnerSectionBody },
    ({ body, ownerSite }) => editor.changeSection(ownerSite, routeOf(body), body),
  )

  route(
    app,
    { method: 'POST', url: OWNER_PAGE_ORDER_PATH, auth: 'owner', body: OwnerSectionOrderBody },
    ({ body, ownerSite }) => editor.reorder(ownerSite, routeOf(body), body.sectionIds),
  )

  route(
    app,
    { method: 'GET', url: OWNER_PAGE_VERSIONS_PATH, auth: 'owner', query: OwnerPageQuery },
    async ({ query, ownerSite }): Promise<PageVersionsResponse> => {
      const customRoute = routeOf(query)
      return { message: 'success', customRoute, versions: await editor.versions(ownerSite, customRoute) }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_PAGE_RESTORE_PATH, auth: 'owner', body: OwnerRestoreBody },
    ({ body, ownerSite }) => editor.restore(ownerSite, routeOf(body), body.versionId),
  )
}
