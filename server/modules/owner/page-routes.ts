import type { FastifyInstance } from 'fastify'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import {
  OWNER_PAGE_ADD_PATH,
  OWNER_PAGE_DISCARD_PATH,
  OWNER_PAGE_DUPLICATE_PATH,
  OWNER_PAGE_PUBLISH_PATH,
  OWNER_PAGE_REMOVE_PATH,
  OwnerDiscardBody,
  OwnerPublishBody,
  OwnerSectionAddBody,
  OwnerSectionRefBody,
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
import { ownerPost, route } from '../../http/route.js'
import { PageEditor } from '../page/index.js'
import { normaliseRoute } from '../page/index.js'

/**
 * The owner's editor calls (contract/owner-page.ts): read the draft back,
 * change, reorder, add, remove or duplicate sections in it, restore a
 * version into it, publish it, discard it, list versions. The site is the
 * caller's (owner key or session), never the payload's; the publisher is
 * the signed-in owner; `customRoute` defaults to `/`.
 */
export default async function ownerPageRoutes(app: FastifyInstance) {
  const editor = new PageEditor(app.db, app.events, app.pages)
  const routeOf = (part: { customRoute?: string } | undefined) => normaliseRoute(part?.customRoute ?? '/')

  route(app, { method: 'GET', url: OWNER_PAGE_PATH, auth: 'owner', query: OwnerPageQuery }, ({ query, ownerSite }) =>
    editor.read(ownerSite, routeOf(query)),
  )

  ownerPost(app, OWNER_PAGE_SECTION_PATH, OwnerSectionBody, ({ body, ownerSite }) =>
    editor.changeSection(ownerSite, routeOf(body), body),
  )

  ownerPost(app, OWNER_PAGE_ORDER_PATH, OwnerSectionOrderBody, ({ body, ownerSite }) =>
    editor.reorder(ownerSite, routeOf(body), body.sectionIds),
  )

  ownerPost(app, OWNER_PAGE_ADD_PATH, OwnerSectionAddBody, ({ body, ownerSite }) =>
    editor.add(ownerSite, routeOf(body), body.name, body.after),
  )

  ownerPost(app, OWNER_PAGE_REMOVE_PATH, OwnerSectionRefBody, ({ body, ownerSite }) =>
    editor.remove(ownerSite, routeOf(body), body.sectionId),
  )

  ownerPost(app, OWNER_PAGE_DUPLICATE_PATH, OwnerSectionRefBody, ({ body, ownerSite }) =>
    editor.duplicate(ownerSite, routeOf(body), body.sectionId),
  )

  ownerPost(app, OWNER_PAGE_PUBLISH_PATH, OwnerPublishBody, ({ body, ownerSite, owner }) =>
    editor.publish(ownerSite, routeOf(body), { confirmLinks: body.confirmLinks ?? false, owner }),
  )

  ownerPost(app, OWNER_PAGE_DISCARD_PATH, OwnerDiscardBody, ({ body, ownerSite }) =>
    editor.discard(ownerSite, routeOf(body)),
  )

  route(
    app,
    { method: 'GET', url: OWNER_PAGE_VERSIONS_PATH, auth: 'owner', query: OwnerPageQuery },
    async ({ query, ownerSite }): Promise<PageVersionsResponse> => {
      const customRoute = routeOf(query)
      return { message: 'success', customRoute, versions: await editor.versions(ownerSite, customRoute) }
    },
  )

  ownerPost(app, OWNER_PAGE_RESTORE_PATH, OwnerRestoreBody, ({ body, ownerSite }) =>
    editor.restore(ownerSite, routeOf(body), body.versionId),
  )
}
