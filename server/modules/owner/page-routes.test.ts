import { describe, expect, it } from 'vitest'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import {
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OwnerPageResponse,
} from '../../../contract/owner-page.js'
import { demoColorPalette, demoSections } from '../../../contract/demo/demo-page.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { DEMO_KEY, HERO, heroOf, ownerPageCalls, PAGE_OWNER_KEYS, withTitle } from './page-test-helpers.js'

describe.each(testDatabases)('owner page calls on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: PAGE_OWNER_KEYS } })
  const { auth, read, post, versions, publicSections, publicHtml, publish, paths } = ownerPageCalls(() => ctx.app)

  it('reads the seeded page back, hidden sections included, with its first version', async () => {
    const { status, page } = await read()
    expect(status).toBe(200)
    expect(OwnerPageResponse.is(page)).toBe(true)
    expect(page).toMatchObject({
      message: 'success',
      customRoute: '/',
      sections: demoSections,
      colorPalette: demoColorPalette,
    })
    expect(page.sections.some((section) => section.status === 'hide')).toBe(true)
    expect(page.version).toMatchObject({ sections: demoSections.length })
    expect(await versions()).toEqual([page.version])
    expect([page.draft, page.linkWarnings]).toEqual([false, []])
  })

  it('refuses callers without a key, and a route without a page', async () => {
    expect((await ctx.app.inject({ url: OWNER_PAGE_PATH })).statusCode).toBe(401)
    expect(
      (await post(OWNER_PAGE_SECTION_PATH, { sectionId: HERO, status: 'hide' }, 'not-a-key-0123456789')).statusCode,
    ).toBe(401)
    const missing = await read(DEMO_KEY, '/no-such-page')
    expect([missing.status, (missing.page as unknown as { code: string }).code]).toEqual([404, 'NOT_FOUND'])
  })

  it('reads back exactly what a whole-page publish published, as a new version', async () => {
    const sections = demoSections.map((section) =>
      section._id === HERO ? { ...section, values: withTitle(section.values, 'Published whole') } : section,
    )
    const put = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: auth(DEMO_KEY),
      payload: { sections, colorPalette: { ...demoColorPalette, accent: '#112233' } },
    })
    expect(put.statusCode).toBe(200)
    const { page } = await read()
    expect(page.sections).toEqual(sections)
    expect(page.colorPalette.accent).toBe('#112233')
    const list = await versions()
    expect(list).toHaveLength(2)
    expect(list[0]).toEqual(page.version)
  })

  it('changes one section in the draft; once published, only it changes, on the page call and the page', async () => {
    const before = (await read()).page
    const hero = heroOf(before.sections)
    const response = await post(OWNER_PAGE_SECTION_PATH, {
      sectionId: HERO,
      values: withTitle(hero.values, 'Fresh masalas, ground weekly'),
    })
    expect(response.statusCode).toBe(200)
    const after = response.json() as OwnerPageResponse
    expect(OwnerPageResponse.is(after)).toBe(true)
    expect(heroOf(after.sections)).toEqual({ ...hero, values: withTitle(hero.values, 'Fresh masalas, ground weekly') })
    expect(after.sections.filter((section) => section._id !== HERO)).toEqual(
      before.sections.filter((section) => section._id !== HERO),
    )
    expect([after.draft, after.version]).toEqual([true, before.version])
    expect((await read()).page).toEqual(after)
    expect(await publicHtml()).not.toContain('Fresh masalas, ground weekly')
    const published = await publish()
    expect(published.version!.id).not.toBe(before.version!.id)
    expect(published.version!.changes).toEqual([
      { kind: 'edited', name: 'Main Header', title: 'Fresh masalas, ground weekly', fields: ['title'] },
    ])
    expect(heroOf(await publicSections()).values).toContainEqual({
      key: 'Title',
      value: 'Fresh masalas, ground weekly',
    })
    expect(await publicHtml()).toContain('Fresh masalas, ground weekly')
  })

  it('hides a section: gone from the public answer, kept (hidden) for the owner; shows it again', async () => {
    expect((await publicSections()).map((section) => section._id)).toContain('sec-final-cta')
    const hidden = await post(OWNER_PAGE_SECTION_PATH, { sectionId: 'sec-final-cta', status: 'hide' })
    expect(hidden.statusCode).toBe(200)
    await publish()
    expect(
      (hidden.json() as OwnerPageResponse).sections.find((section) => section._id === 'sec-final-cta')?.status,
    ).toBe('hide')
    expect((await publicSections()).map((section) => section._id)).not.toContain('sec-final-cta')
    expect((await read()).page.sections.find((section) => section._id === 'sec-final-cta')?.status).toBe('hide')

    const mobileOnly = await post(OWNER_PAGE_SECTION_PATH, {
      sectionId: 'sec-final-cta',
      status: 'shown',
      viewMode: 'mobile',
    })
    expect(mobileOnly.statusCode).toBe(200)
    await publish()
    expect((await publicSections()).find((section) => section._id === 'sec-final-cta')).toMatchObject({
      status: 'shown',
      viewMode: 'mobile',
    })
  })

  it('refuses bad values (with path), an unknown section (404), an empty change; nothing changes', async () => {
    const before = await read()
    const count = (await versions()).length
    const bad = await post(OWNER_PAGE_SECTION_PATH, {
      sectionId: HERO,
      values: [{ key: 'Logo Text', value: 'Kesar Kitchen' }],
    })
    expect(bad.statusCode).toBe(400)
    expect(paths(bad)).toEqual(['body.values.Title'])
    const shape = await post(OWNER_PAGE_SECTION_PATH, { sectionId: HERO, status: 'gone' })
    expect([shape.statusCode, paths(shape)]).toEqual([400, ['body.status']])
    const empty = await post(OWNER_PAGE_SECTION_PATH, { sectionId: HERO })
    expect([empty.statusCode, paths(empty)]).toEqual([400, ['body']])
    const unknown = await post(OWNER_PAGE_SECTION_PATH, { sectionId: 'sec-nope', status: 'hide' })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND'])
    expect(await read()).toEqual(before)
    expect(await versions()).toHaveLength(count)
  })

  it('reorders: every section once, indexPosition rewritten, the public page in the new order', async () => {
    const ids = (await read()).page.sections.map((section) => section._id)
    const moved = [ids[0]!, ids.at(-1)!, ...ids.slice(1, -1)]
    const response = await post(OWNER_PAGE_ORDER_PATH, { sectionIds: moved })
    expect(response.statusCode).toBe(200)
    const sections = (response.json() as OwnerPageResponse).sections
    expect(sections.map((section) => section._id)).toEqual(moved)
    expect(sections.map((section) => section.indexPosition)).toEqual(moved.map((_id, index) => index))
    expect((await read()).page.sections.map((section) => section._id)).toEqual(moved)
    await publish()
    const shown = (await publicSections()).map((section) => section._id)
    expect(shown.indexOf('sec-contact')).toBe(1)
  })

  it('refuses an order that leaves a section out, names one twice or names an unknown one', async () => {
    const ids = (await read()).page.sections.map((section) => section._id)
    const count = (await versions()).length
    const short = await post(OWNER_PAGE_ORDER_PATH, { sectionIds: ids.slice(1) })
    expect([short.statusCode, paths(short)]).toEqual([400, ['body.sectionIds']])
    expect(short.json().errors[0].message).toContain(ids[0])
    const twice = await post(OWNER_PAGE_ORDER_PATH, { sectionIds: [...ids, ids[2]] })
    expect([twice.statusCode, paths(twice)]).toEqual([400, [`body.sectionIds.${ids.length}`]])
    const unknown = await post(OWNER_PAGE_ORDER_PATH, { sectionIds: ['sec-nope', ...ids] })
    expect([unknown.statusCode, paths(unknown)]).toEqual([400, ['body.sectionIds.0']])
    expect((await read()).page.sections.map((section) => section._id)).toEqual(ids)
    expect(await versions()).toHaveLength(count)
  })

  it('restores an old version into the draft; published, its sections and palette are live again', async () => {
    const list = await versions()
    const seeded = list.at(-1)!
    const response = await post(OWNER_PAGE_RESTORE_PATH, { versionId: seeded.id })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ draft: true, sections: demoSections, colorPalette: demoColorPalette })
    expect(await versions()).toEqual(list)
    const restored = await publish()
    expect(restored.sections).toEqual(demoSections)
    expect(restored.colorPalette).toEqual(demoColorPalette)
    const after = await versions()
    expect(after).toHaveLength(list.length + 1)
    expect(after[0]).toEqual(restored.version)
    expect(after[0]!.id).not.toBe(seeded.id)
    expect(after.slice(1)).toEqual(list)
    expect(heroOf(await publicSections())).toEqual(heroOf(demoSections))
    expect(await publicHtml()).not.toContain('Fresh masalas, ground weekly')
    const unknown = await post(OWNER_PAGE_RESTORE_PATH, { versionId: 'no-such-version' })
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND'])
  })
})
