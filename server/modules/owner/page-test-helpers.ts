import { expect } from 'vitest'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import {
  OWNER_PAGE_PUBLISH_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  OwnerPageResponse,
  PageVersionsResponse,
  type PageVersion,
} from '../../../contract/owner-page.js'
import { PAGE_PATH, type Section, type SectionValue } from '../../../contract/page.js'
import type { TestApp } from '../../test/app.js'

export const DEMO_KEY = 'demo-owner-key-0123456789'
export const ACME_KEY = 'acme-owner-key-0123456789'
/** Owner keys of the demo site and of 'acme', a second site. */
export const PAGE_OWNER_KEYS = `demo:${DEMO_KEY},acme:${ACME_KEY}`
export const HERO = 'sec-main-header'

/** The values of a section with its Title changed. */
export const withTitle = (values: SectionValue[], title: string) =>
  values.map((value) => (value.key === 'Title' ? { ...value, value: title } : value))
export const heroOf = (sections: Section[]) => sections.find((section) => section._id === HERO)!

/**
 * The owner's page calls, with the owner key `key` (the demo's unless given), and what visitors see of the demo page.
 *
 * @example
 * const calls = ownerPageCalls(() => ctx.app)
 * expect((await calls.read()).status).toBe(200)
 */
export function ownerPageCalls(app: () => TestApp) {
  const auth = (key: string) => ({ authorization: `Bearer ${key}` })
  const post = (url: string, payload: unknown, key = DEMO_KEY) =>
    app().inject({ method: 'POST', url, headers: auth(key), payload: payload as object })
  return {
    auth,
    post,
    async read(key = DEMO_KEY, customRoute?: string) {
      const response = await app().inject({
        url: OWNER_PAGE_PATH,
        query: customRoute ? { customRoute } : {},
        headers: auth(key),
      })
      return { status: response.statusCode, page: response.json() as OwnerPageResponse }
    },
    async versions(key = DEMO_KEY) {
      const answer: unknown = (await app().inject({ url: OWNER_PAGE_VERSIONS_PATH, headers: auth(key) })).json()
      if (!PageVersionsResponse.is(answer)) throw new Error(`not a PageVersionsResponse: ${JSON.stringify(answer)}`)
      return answer.versions as PageVersion[]
    },
    publicSections: async () =>
      (await app().inject({ url: `${PAGE_PATH}?subdomain=demo` })).json().websitePage.sections as Section[],
    publicHtml: async () => (await app().inject({ url: '/', headers: { host: 'demo.localhost' } })).body,
    /** Publishes the draft, whatever its links (the link checks have tests of their own). */
    async publish(key = DEMO_KEY) {
      const response = await post(OWNER_PAGE_PUBLISH_PATH, { confirmLinks: true }, key)
      expect(response.statusCode).toBe(200)
      return response.json() as OwnerPageResponse
    },
    paths: (response: { json(): { errors: { path: string }[] } }) => response.json().errors.map((error) => error.path),
  }
}
