import { beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_LANGUAGE_PATH } from '../../../contract/auth.js'
import { CATALOGUE_ITEMS_PATH, CatalogueItemsResponse } from '../../../contract/catalogue.js'
import { CATALOGUE_SEARCH_PATH, CatalogueSearchResponse } from '../../../contract/catalogue-search.js'
import { CART_ADD_PATH, CartResponse } from '../../../contract/cart.js'
import { LANGUAGE_HEADER } from '../../../contract/auth.js'
import { OWNER_ITEM_CREATE_PATH, type ItemInput, type OwnerItem } from '../../../contract/owner-catalogue.js'
import {
  CsvImportResponse,
  OWNER_CATALOGUE_EXPORT_PATH,
  OWNER_CATALOGUE_IMPORT_PATH,
} from '../../../contract/owner-catalogue-csv.js'
import { productPath } from '../../../contract/product-path.js'
import { useTestApp } from '../../test/app.js'
import { answerOf, errorPaths } from '../../test/answers.js'
import { testDatabases } from '../../test/databases.js'
import { addCatalogue, addSite } from '../../test/sites.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { ownerItems, studioCalls } from '../catalogue-studio/test-helpers.js'
import { jaipurAddress, orderCalls } from '../order/test-helpers.js'

const DEMO_KEY = 'demo-owner-key-words-0123456789'
const EMPTY_KEY = 'empty-owner-key-words-0123456789'
const HOST = 'demo.localhost'

const HINDI = { 'name@hi': 'नींबू का अचार', 'description@hi': 'खट्टा और तीखा।' }

describe.each(testDatabases)("the owner's words in Hindi on $name", (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},words:${EMPTY_KEY}` } })
  const { call, pickles, create, limePickle } = studioCalls(() => ctx.app, DEMO_KEY)
  const reader = (language?: string) => ({ host: HOST, ...(language && { [LANGUAGE_HEADER]: language }) })
  let pickle: OwnerItem
  let plain: OwnerItem

  beforeAll(async () => {
    const catalogueId = await pickles()
    pickle = await create({ ...limePickle(catalogueId), ...HINDI })
    // No Hindi given: a Hindi reader gets the owner's own words.
    plain = await create(limePickle(catalogueId, 'Gooseberry preserve'))
    await addCatalogue(ctx.app.db, await addSite(ctx.app.db, 'words'), 'Pickles')
  })

  it("stores an item's name and description per language; a too long one is refused at its path", async () => {
    expect(pickle).toMatchObject(HINDI)
    const stored = (await ownerItems(ctx.app, DEMO_KEY, 'Lime pickle')).find((item) => item._id === pickle._id)
    expect(stored).toMatchObject({ name: 'Lime pickle', ...HINDI })
    const tooLong: ItemInput = {
      ...limePickle(await pickles()),
      'name@hi': 'अ'.repeat(121),
      'description@hi': 7 as never,
    }
    const response = await call(OWNER_ITEM_CREATE_PATH, { item: tooLong })
    expect(response.statusCode).toBe(400)
    expect(errorPaths(response)).toEqual(['body.item.name@hi', 'body.item.description@hi'])
  })

  it("answers a Hindi reader's shop and search in Hindi, anyone else's in the owner's words", async () => {
    const items = async (language?: string) =>
      answerOf(
        CatalogueItemsResponse,
        await ctx.app.inject({ url: `${CATALOGUE_ITEMS_PATH}?productId=${pickle._id}`, headers: reader(language) }),
      ).data[0]!
    expect(await items('hi')).toMatchObject({ name: 'नींबू का अचार', description: 'खट्टा और तीखा।' })
    expect(await items()).toMatchObject({ name: 'Lime pickle', description: 'Sour and hot.' })
    // The cookie of the language switch, when the widget names no language.
    const byCookie = await ctx.app.inject({
      url: `${CATALOGUE_ITEMS_PATH}?productId=${pickle._id}`,
      headers: { host: HOST, cookie: 'vitrine_lang=hi' },
    })
    expect(byCookie.json().data[0].name).toBe('नींबू का अचार')

    const search = async (q: string, language?: string) =>
      answerOf(
        CatalogueSearchResponse,
        await ctx.app.inject({ url: CATALOGUE_SEARCH_PATH, query: { q }, headers: reader(language) }),
      ).data.map((item) => item.name)
    expect(await search('नींबू', 'hi')).toEqual(['नींबू का अचार'])
    expect(await search('तीखा')).toEqual(['Lime pickle'])
    expect(await search('Gooseberry', 'hi')).toEqual(['Gooseberry preserve'])
  })

  it("keeps a Hindi reader's cart and order in the names they shopped by", async () => {
    const calls = orderCalls(() => ctx.app)
    const asha = await signIn(ctx.app, 1)
    const ravi = await signIn(ctx.app, 2)
    const language = await ctx.app.inject({
      method: 'PUT',
      url: CUSTOMER_LANGUAGE_PATH,
      headers: { authorization: asha.authorization, host: HOST },
      payload: { language: 'hi' },
    })
    expect(language.statusCode, language.body).toBe(200)
    const line = { _id: pickle._id, selectedVariant: pickle.variants[0]!._id, quantity: 1 }
    for (const who of [asha, ravi]) {
      const cart = answerOf(CartResponse, await calls.post(who, CART_ADD_PATH, { item: line }))
      expect(cart.data.map((item) => item.name)).toEqual([who === asha ? 'नींबू का अचार' : 'Lime pickle'])
      const [home] = await calls.addAddress(who, jaipurAddress())
      const { orders } = await calls.created(who, [line, { _id: plain._id, quantity: 1 }], { address: home! })
      expect(orders[0]!.items.map((item) => item.name)).toEqual(
        who === asha ? ['नींबू का अचार', 'Gooseberry preserve'] : ['Lime pickle', 'Gooseberry preserve'],
      )
    }
  })

  it('shows the Hindi name on the product page and in a Products section to a Hindi reader', async () => {
    const page = async (path: string) =>
      (await ctx.app.inject({ url: path, headers: { host: `${HOST}:8080`, 'accept-language': 'en' } })).body
    expect(await page(`${productPath(pickle.slug)}?lang=hi`)).toContain('<h1>नींबू का अचार</h1>')
    expect(await page(productPath(pickle.slug))).toContain('<h1>Lime pickle</h1>')
    expect(await page(`${productPath(plain.slug)}?lang=hi`)).toContain('<h1>Gooseberry preserve</h1>')
    // The home page's Products section shows the newest items, these two among them.
    const card = (name: string) => `<a href="${productPath(pickle.slug)}">${name}</a>`
    expect(await page('/?lang=hi')).toContain(card('नींबू का अचार'))
    expect(await page('/')).toContain(card('Lime pickle'))
  })

  it('exports title@hi and description@hi columns, and imports them back', async () => {
    const exported = await ctx.app.inject({
      url: OWNER_CATALOGUE_EXPORT_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
    })
    const [header, ...rows] = exported.body.trim().split('\n')
    expect(header!.split(',')).toEqual(expect.arrayContaining(['title@hi', 'description@hi']))
    const pickleRows = rows.filter((row) => row.startsWith(`${pickle.slug},`))
    expect(pickleRows[0]).toContain('नींबू का अचार')
    const importInto = async (key: string, csv: string) =>
      answerOf(
        CsvImportResponse,
        await ctx.app.inject({
          method: 'POST',
          url: OWNER_CATALOGUE_IMPORT_PATH,
          headers: { authorization: `Bearer ${key}` },
          payload: { csv, dryRun: false },
        }),
      )
    expect((await importInto(EMPTY_KEY, [header, ...pickleRows].join('\n'))).problems).toEqual([])
    const copied = (await ownerItems(ctx.app, EMPTY_KEY)).find((item) => item.slug === pickle.slug)
    expect(copied).toMatchObject({ name: 'Lime pickle', ...HINDI })

    // A file without the columns (a Meta catalogue's) keeps the Hindi words; an empty cell clears them.
    const without = `id,title,price\n${pickle.slug},Lime pickle,180\n`
    expect((await importInto(EMPTY_KEY, without)).imported).toBe(true)
    expect((await ownerItems(ctx.app, EMPTY_KEY)).find((item) => item.slug === pickle.slug)).toMatchObject(HINDI)
    await importInto(EMPTY_KEY, `id,title,price,title@hi\n${pickle.slug},Lime pickle,180,\n`)
    const cleared = (await ownerItems(ctx.app, EMPTY_KEY)).find((item) => item.slug === pickle.slug)!
    expect(cleared['name@hi']).toBeUndefined()
    expect(cleared['description@hi']).toBe(HINDI['description@hi'])
  })
})
