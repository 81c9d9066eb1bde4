import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DomainEvent } from '../../../contract/events.js'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import { OWNER_PAGE_SECTION_PATH } from '../../../contract/owner-page.js'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import type { DatabaseHandle } from '../../db/database.js'
import { demoSections } from '../../../contract/demo/demo-page.js'
import { createModuleRenderer } from '../../render/renderer.js'
import { testDatabases } from '../../test/databases.js'

const DEMO_KEY = 'demo-owner-key-0123456789'

/**
 * The server checks a page against the section schemas (`src/sections/schemas.ts`)
 * themselves: this app has no SSR bundle (no `dist/ssr`, and unlike
 * `server/test/app.ts` it never imports the SSR entry from source), and its
 * renderer fails if anything asks it for one.
 */
describe.each(testDatabases)('publishing a page with no SSR bundle, on $name', (kind) => {
  const load = vi.fn(async (): Promise<never> => {
    throw new Error('no SSR bundle in this test')
  })
  let database: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildApp>>
  const events: DomainEvent[] = []
  const publish = (sections: unknown) =>
    app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      payload: { sections },
    })

  beforeAll(async () => {
    database = await kind.open()
    const config = loadConfig({ DATA_DIR: '/nonexistent', OWNER_KEYS: `demo:${DEMO_KEY}` })
    app = await buildApp(config, {
      database,
      renderer: createModuleRenderer('', load),
      seed: true,
      distDir: '/nonexistent',
    })
    app.events.subscribe({ name: 'recorder', handle: (event) => void events.push(event) })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('publishes a valid page (200)', async () => {
    const response = await publish(demoSections)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ message: 'success', sections: demoSections.length })
    // Recorded with the page and handed to the subscribers after the commit.
    expect(events.filter((event) => event.type === 'page.published')).toEqual([
      expect.objectContaining({ type: 'page.published', payload: { siteId: expect.any(String), route: '/' } }),
    ])
  })

  it('refuses an invalid page with every field path (400)', async () => {
    const sections = demoSections.map((section) =>
      section._id === 'sec-final-cta'
        ? { ...section, values: section.values.filter((value) => value.key !== 'Title') }
        : section._id === 'sec-s1-card-pantry'
          ? {
              ...section,
              values: [
                ...section.values.map((value) => (value.key === 'Icon' ? { ...value, value: 'rocket' } : value)),
                { key: 'Button Link', value: 'javascript:alert(1)' },
              ],
            }
          : section,
    )
    const published = events.length
    const response = await publish(sections)
    expect(response.statusCode).toBe(400)
    expect(events).toHaveLength(published)
    const at = (id: string) => demoSections.findIndex((section) => section._id === id)
    expect(response.json().errors).toEqual([
      {
        path: `body.sections.${at('sec-s1-card-pantry')}.values.Icon`,
        message: expect.stringContaining('expected one of'),
      },
      {
        path: `body.sections.${at('sec-s1-card-pantry')}.values.Button Link`,
        message: expect.stringContaining('expected a path starting with /'),
      },
      { path: `body.sections.${at('sec-final-cta')}.values.Title`, message: 'is required' },
    ])
  })

  it('checks one section changed from the Website tab the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: OWNER_PAGE_SECTION_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      payload: {
        sectionId: 'sec-s1-card-pantry',
        values: [{ key: 'Title', value: 'Pantry' }, ...Array.from({ length: 9 }, () => ({ key: 'Point', value: 'p' }))],
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'body.values.Point', message: 'at most 8 allowed' }])
  })

  it('never asked for the SSR bundle', () => {
    expect(load).not.toHaveBeenCalled()
  })
})
