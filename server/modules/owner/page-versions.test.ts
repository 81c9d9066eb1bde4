import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import { MAX_PAGE_VERSIONS, OWNER_PAGE_RESTORE_PATH, OWNER_PAGE_SECTION_PATH } from '../../../contract/owner-page.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addPage, addSite } from '../../test/sites.js'
import { ACME_KEY, DEMO_KEY, HERO, ownerPageCalls, PAGE_OWNER_KEYS } from './page-test-helpers.js'

/** The owner page's versions: one site's owner kept to its own, edits and publishes at once, the newest kept. */
describe.each(testDatabases)('owner page versions on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: PAGE_OWNER_KEYS } })
  const { auth, read, post, versions, publish } = ownerPageCalls(() => ctx.app)

  beforeAll(async () => {
    const acmeId = await addSite(ctx.database.db, 'acme', { colorPalette: json({ primary: '#000000' }) })
    await addPage(ctx.database.db, acmeId)
    // A second demo version, to restore.
    expect((await post(OWNER_PAGE_SECTION_PATH, { sectionId: 'sec-contact', viewMode: 'mobile' })).statusCode).toBe(200)
    await publish()
  })

  it("keeps another site's owner to its own page: it cannot read, list or restore this site's versions", async () => {
    const demoVersions = await versions()
    const acme = await read(ACME_KEY)
    expect(acme.status).toBe(200)
    expect(acme.page).toMatchObject({ sections: [], colorPalette: { primary: '#000000' }, version: null })
    expect(await versions(ACME_KEY)).toEqual([])
    const restore = await post(OWNER_PAGE_RESTORE_PATH, { versionId: demoVersions[1]!.id }, ACME_KEY)
    expect([restore.statusCode, restore.json().code]).toEqual([404, 'NOT_FOUND'])
    const edit = await post(OWNER_PAGE_SECTION_PATH, { sectionId: HERO, status: 'hide' }, ACME_KEY)
    expect(edit.statusCode).toBe(404)
    expect(await versions()).toEqual(demoVersions)
    expect((await read()).page.sections.find((section) => section._id === HERO)?.status).toBe('shown')
  })

  it('lands every one of several section edits sent at once', async () => {
    const before = (await read()).page
    const targets = before.sections.filter((section) => section.name.endsWith('Card')).slice(0, 6)
    expect(targets.length).toBe(6)
    const count = (await versions()).length
    const responses = await Promise.all(
      targets.map((section) => post(OWNER_PAGE_SECTION_PATH, { sectionId: section._id, viewMode: 'desktop' })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(targets.map(() => 200))
    const after = (await read()).page
    for (const section of targets)
      expect(after.sections.find((candidate) => candidate._id === section._id)?.viewMode).toBe('desktop')
    expect(await versions()).toHaveLength(count)
  })

  it('lets whole-page publishes with a palette and restores run at once without one failing', async () => {
    const list = await versions()
    const { page } = await read()
    const sends = Array.from({ length: 4 }, (_unused, index) => [
      ctx.app.inject({
        method: 'PUT',
        url: OWNER_PAGE_PATH,
        headers: auth(DEMO_KEY),
        payload: { sections: page.sections, colorPalette: { ...page.colorPalette, accent: `#00000${index}` } },
      }),
      post(OWNER_PAGE_RESTORE_PATH, { versionId: list[1]!.id }),
    ]).flat()
    const responses = await Promise.all(sends)
    expect(responses.map((response) => response.statusCode)).toEqual(sends.map(() => 200))
    // A restore goes to the draft: only the whole-page publishes made versions.
    expect(await versions()).toHaveLength(list.length + sends.length / 2)
  })

  it(`keeps the newest ${MAX_PAGE_VERSIONS} versions, newest first`, async () => {
    const first = (await versions()).at(-1)!
    for (let index = 0; index < MAX_PAGE_VERSIONS; index++) {
      expect(
        (
          await post(OWNER_PAGE_SECTION_PATH, {
            sectionId: 'sec-contact',
            viewMode: index % 2 === 0 ? 'mobile' : 'both',
          })
        ).statusCode,
      ).toBe(200)
      await publish()
    }
    const list = await versions()
    expect(list).toHaveLength(MAX_PAGE_VERSIONS)
    expect(list[0]).toEqual((await read()).page.version)
    expect(list.map((version) => version.id)).not.toContain(first.id)
    const times = list.map((version) => Date.parse(version.publishedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const gone = await post(OWNER_PAGE_RESTORE_PATH, { versionId: first.id })
    expect(gone.statusCode).toBe(404)
  }, 60_000)
})
