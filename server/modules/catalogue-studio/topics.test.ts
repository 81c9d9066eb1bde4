import { beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_PATH } from '../../../contract/catalogue.js'
import { PAGE_PATH } from '../../../contract/page.js'
import { OWNER_ITEM_VISIBILITY_PATH, OWNER_TOPICS_SAVE_PATH } from '../../../contract/owner-catalogue.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { studioCalls } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const OTHER_KEY = 'acme-owner-key-0123456789'

/** The topics of the studio: saved in order, answered at once by the page call, counting only listed items. */
describe.each(testDatabases)('the owner catalogue studio topics on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${OTHER_KEY}` } })
  const { call, studio, pickles, create, limePickle } = studioCalls(() => ctx.app, DEMO_KEY)

  beforeAll(async () => {
    await addSite(ctx.database.db)
  })

  it('saves the topics in order; the page call answers them at once (its cache dropped)', async () => {
    const before = (await studio()).topics
    expect(before.map((topic) => topic._id)).toEqual(['topic-shop', 'topic-services', 'topic-general'])
    const page = async () =>
      (await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo` })).json().installedWidgets.chatWidget.topics as {
        _id: string
        name: string
      }[]
    expect((await page()).length).toBe(3)
    const moved = [
      { ...before[1]!, image: null },
      { ...before[0]!, name: 'Shop the pantry' },
    ]
    const bad = await call(OWNER_TOPICS_SAVE_PATH, { topics: [{ name: '', description: '', image: 'nope' }] })
    expect(bad.json().errors).toEqual([
      { path: 'body.topics.0.name', message: 'required' },
      { path: 'body.topics.0.image', message: 'notUrl' },
    ])
    const saved = await call(OWNER_TOPICS_SAVE_PATH, {
      topics: [...moved, { name: 'Gifts', description: '', image: null }],
    })
    expect(saved.statusCode).toBe(200)
    expect((await page()).map((topic) => topic.name)).toEqual(['Catering & workshops', 'Shop the pantry', 'Gifts'])
    // The acme site has no chat widget: nothing to save into.
    expect((await call(OWNER_TOPICS_SAVE_PATH, { topics: [] }, OTHER_KEY)).statusCode).toBe(404)
  })

  it('keeps the topic catalogue counts to the listed items', async () => {
    const shop = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: CATALOGUE_PATH,
          headers: { host: 'demo.localhost' },
          payload: { selectedTopic: 'topic-shop' },
        })
      ).json()
    const before = await shop()
    const item = await create(limePickle(await pickles(), 'Counted pickle'))
    await call(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden: true })
    const after = await shop()
    const count = (answer: { data: { name: string; categoryId: { totalItems: number } }[] }) =>
      answer.data.find((catalogue) => catalogue.name === 'Pickles')!.categoryId.totalItems
    expect(count(after)).toBe(count(before))
  })
})
