import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner.js'
import {
  OWNER_PAGE_ADD_PATH,
  OWNER_PAGE_DISCARD_PATH,
  OWNER_PAGE_DUPLICATE_PATH,
  OWNER_PAGE_PUBLISH_PATH,
  OWNER_PAGE_REMOVE_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  type OwnerPageResponse,
  type PageVersion,
} from '../../../contract/owner-page.js'
import { PAGE_PATH, type Section, type SectionValue } from '../../../contract/page.js'
import { json } from '../../db/schema.js'
import { DEMO_OWNER } from '../../db/seed/demo-owner.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn } from '../owner-auth/test-helpers.js'
import { addPage, addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const ACME_KEY = 'acme-owner-key-0123456789'
const HERO = 'sec-main-header'
const FINAL_CTA = 'sec-final-cta'

const withTitle = (values: SectionValue[], title: string) =>
  values.map((value) => (value.key === 'Title' ? { ...value, value: title } : value))

/**
 * The editor's draft: visitors never see it (the page call, the rendered page
 * and their caches serve the live page only), publish makes it live as a
 * version named by what changed and by whom, discard drops it, a link to a
 * hidden or missing anchor needs a confirmation, and one site's owner never
 * reaches another's draft.
 */
describe.each(testDatabases)('page drafts on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`, OTP_TEST_NUMBERS: DEMO_OWNER_TEST_NUMBER },
  })
  const auth = (key: string) => ({ authorization: `Bearer ${key}` })
  const post = (url: string, payload: object, key = DEMO_KEY) =>
    ctx.app.inject({ method: 'POST', url, headers: auth(key), payload })
  const read = async (key = DEMO_KEY) =>
    (await ctx.app.inject({ url: OWNER_PAGE_PATH, headers: auth(key) })).json() as OwnerPageResponse
  const versions = async (key = DEMO_KEY) =>
    (await ctx.app.inject({ url: OWNER_PAGE_VERSIONS_PATH, headers: auth(key) })).json().versions as PageVersion[]
  const pageCall = async () => (await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo` })).body
  const pageHtml = async () => (await ctx.app.inject({ url: '/', headers: { host: 'demo.localhost' } })).body
  const hero = (page: OwnerPageResponse) => page.sections.find((section) => section._id === HERO)!
  const retitle = async (title: string, key = DEMO_KEY) =>
    post(OWNER_PAGE_SECTION_PATH, { sectionId: HERO, values: withTitle(hero(await read(key)).values, title) }, key)

  beforeAll(async () => {
    const acmeId = await addSite(ctx.database.db, 'acme', { colorPalette: json({ primary: '#000000' }) })
    await addPage(ctx.database.db, acmeId)
  })

  it('keeps the draft from visitors, cached pages included, until it is published', async () => {
    // Both answers are cached now: a draft must not reach them, and a publish must drop them.
    expect(await pageCall()).not.toContain('Draft title')
    expect(await pageHtml()).not.toContain('Draft title')
    expect((await retitle('Draft title')).statusCode).toBe(200)
    expect(await read()).toMatchObject({ draft: true })
    expect(await pageCall()).not.toContain('Draft title')
    expect(await pageHtml()).not.toContain('Draft title')
    const uncached = await ctx.app.inject({
      url: `${PAGE_PATH}?subdomain=demo&customRoute=/`,
      headers: { 'cache-control': 'no-cache' },
    })
    expect(uncached.body).not.toContain('Draft title')

    const owner = await ownerSignIn(ctx.app)
    const published = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PAGE_PUBLISH_PATH,
      headers: owner.headers,
      payload: {},
    })
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({ draft: false, version: { publishedBy: DEMO_OWNER.name } })
    expect(await pageCall()).toContain('Draft title')
    expect(await pageHtml()).toContain('Draft title')
    expect((await post(OWNER_PAGE_PUBLISH_PATH, {})).json().code).toBe('NO_DRAFT')
  })

  it('discards the draft: the editor reads the live page again and nothing is published', async () => {
    const count = (await versions()).length
    await retitle('Thrown away')
    const discarded = await post(OWNER_PAGE_DISCARD_PATH, {})
    expect(discarded.statusCode).toBe(200)
    const page = discarded.json() as OwnerPageResponse
    expect([page.draft, hero(page).values]).toEqual([false, withTitle(hero(page).values, 'Draft title')])
    expect(await read()).toEqual(page)
    expect(await versions()).toHaveLength(count)
    expect(await pageCall()).not.toContain('Thrown away')
  })

  it('names a version by what changed, and warns of a link to a hidden section before publishing it', async () => {
    await retitle('Named title')
    const hidden = (await post(OWNER_PAGE_SECTION_PATH, { sectionId: FINAL_CTA, status: 'hide' })).json()
    // The hero's first button goes to #final-cta by default.
    expect(hidden.linkWarnings).toEqual([
      { sectionId: HERO, field: 'button1Link', link: '#final-cta', reason: 'hidden' },
    ])
    const refused = await post(OWNER_PAGE_PUBLISH_PATH, {})
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BROKEN_LINKS'])
    const heroIndex = hidden.sections.findIndex((section: Section) => section._id === HERO)
    expect(refused.json().errors).toEqual([
      { path: `sections.${heroIndex}.values.button1Link`, message: 'goes to #final-cta, a hidden section' },
    ])
    expect(await pageCall()).not.toContain('Named title')

    const published = await post(OWNER_PAGE_PUBLISH_PATH, { confirmLinks: true })
    expect(published.statusCode).toBe(200)
    const [live] = await versions()
    expect(live!.changes).toEqual([
      { kind: 'edited', name: 'Main Header', title: 'Named title', fields: ['title'] },
      { kind: 'hid', name: 'Final CTA', title: expect.any(String), fields: [] },
    ])
    expect(live!.publishedBy).toBe('')
  })

  it('flags a link to an anchor no section has, and clears the warning once the section is back', async () => {
    const values = withTitle(hero(await read()).values, 'Named title').concat({
      key: 'Button 2 Link',
      value: '#nowhere',
    })
    const page = (await post(OWNER_PAGE_SECTION_PATH, { sectionId: HERO, values })).json() as OwnerPageResponse
    expect(page.linkWarnings).toContainEqual({
      sectionId: HERO,
      field: 'button2Link',
      link: '#nowhere',
      reason: 'missing',
    })
    const fixed = (
      await post(OWNER_PAGE_SECTION_PATH, {
        sectionId: HERO,
        values: values.filter((value) => value.key !== 'Button 2 Link'),
      })
    ).json() as OwnerPageResponse
    const shown = (await post(OWNER_PAGE_SECTION_PATH, { sectionId: FINAL_CTA, status: 'shown' })).json()
    expect([fixed.linkWarnings.length > 0, shown.linkWarnings]).toEqual([true, []])
    expect((await post(OWNER_PAGE_PUBLISH_PATH, {})).statusCode).toBe(200)
  })

  it('adds from the library, duplicates and removes in the draft; names them once published', async () => {
    const before = await read()
    const added = (await post(OWNER_PAGE_ADD_PATH, { name: 'Final CTA', after: HERO })).json() as OwnerPageResponse
    const newOne = added.sections[1]!
    expect(newOne).toMatchObject({ name: 'Final CTA', status: 'shown', indexPosition: 1 })
    expect(added.sections.map((section) => section.indexPosition)).toEqual(added.sections.map((_s, index) => index))
    const copied = (await post(OWNER_PAGE_DUPLICATE_PATH, { sectionId: newOne._id })).json() as OwnerPageResponse
    expect(copied.sections[2]).toMatchObject({ name: 'Final CTA', values: newOne.values })
    expect(copied.sections[2]!._id).not.toBe(newOne._id)
    const removed = (await post(OWNER_PAGE_REMOVE_PATH, { sectionId: newOne._id })).json() as OwnerPageResponse
    expect(removed.sections).toHaveLength(before.sections.length + 1)
    expect(await pageCall()).not.toContain('Ready to order?')
    await post(OWNER_PAGE_PUBLISH_PATH, {})
    expect(await pageCall()).toContain('Ready to order?')
    expect((await versions())[0]!.changes).toEqual([
      { kind: 'added', name: 'Final CTA', title: 'Ready to order?', fields: [] },
    ])
  })

  it('answers 400 with the field path for bad content, an unknown type; 404 for an unknown section', async () => {
    const bad = await post(OWNER_PAGE_SECTION_PATH, {
      sectionId: HERO,
      values: [{ key: 'Button 1 Link', value: 'javascript:x' }],
    })
    expect([bad.statusCode, errorPaths(bad).sort()]).toEqual([400, ['body.values.Button 1 Link', 'body.values.Title']])
    const type = await post(OWNER_PAGE_ADD_PATH, { name: 'Marquee' })
    expect([type.statusCode, type.json().errors]).toEqual([
      400,
      [{ path: 'body.name', message: 'there is no section type "Marquee"' }],
    ])
    const shape = await post(OWNER_PAGE_ADD_PATH, { after: HERO })
    expect([shape.statusCode, shape.json().errors[0].path]).toEqual([400, 'body.name'])
    expect((await post(OWNER_PAGE_REMOVE_PATH, { sectionId: 'sec-nope' })).statusCode).toBe(404)
    expect((await read()).draft).toBe(false)
  })

  it('restores a named version into the draft, then publishes it', async () => {
    const list = await versions()
    const named = list.find((version) => version.changes.some((change) => change.kind === 'hid'))!
    const restored = (await post(OWNER_PAGE_RESTORE_PATH, { versionId: named.id })).json() as OwnerPageResponse
    expect(restored.draft).toBe(true)
    expect(restored.sections.find((section) => section._id === FINAL_CTA)?.status).toBe('hide')
    expect(await versions()).toEqual(list)
    expect((await post(OWNER_PAGE_PUBLISH_PATH, { confirmLinks: true })).statusCode).toBe(200)
    expect(await pageCall()).not.toContain('"sec-final-cta"')
  })

  it('shows the draft in the owner preview, titled as the site; never without its signed link', async () => {
    await retitle('Previewed draft')
    const link = await post(OWNER_PREVIEW_LINK_PATH, { customRoute: '/' })
    const url = new URL(link.json().url)
    const preview = await ctx.app.inject({ url: `${url.pathname}${url.search}`, headers: { host: 'demo.localhost' } })
    expect(preview.statusCode).toBe(200)
    expect(preview.body).toContain('Previewed draft')
    expect(/<title>([^<]*)<\/title>/.exec(preview.body)?.[1]).toBe('Kesar Kitchen · Previewed draft')
    const forged = await ctx.app.inject({
      url: '/?ownerPreview=1999999999999.forged',
      headers: { host: 'demo.localhost' },
    })
    expect(forged.body).not.toContain('Previewed draft')
    expect(await pageHtml()).not.toContain('Previewed draft')
    await post(OWNER_PAGE_DISCARD_PATH, {})
  })

  it("keeps each site's draft to its own owner", async () => {
    await retitle('Demo draft only')
    const acme = await read(ACME_KEY)
    expect([acme.draft, acme.sections]).toEqual([false, []])
    const added = (await post(OWNER_PAGE_ADD_PATH, { name: 'Contact' }, ACME_KEY)).json() as OwnerPageResponse
    expect(added.sections.map((section) => section.name)).toEqual(['Contact'])
    expect((await post(OWNER_PAGE_DISCARD_PATH, {}, ACME_KEY)).statusCode).toBe(200)
    expect((await post(OWNER_PAGE_REMOVE_PATH, { sectionId: HERO }, ACME_KEY)).statusCode).toBe(404)
    expect(hero(await read()).values).toContainEqual({ key: 'Title', value: 'Demo draft only' })
    const acmePublished = await post(OWNER_PAGE_PUBLISH_PATH, {}, ACME_KEY)
    expect(acmePublished.json().code).toBe('NO_DRAFT')
    expect(await pageCall()).not.toContain('Demo draft only')
  })
})
