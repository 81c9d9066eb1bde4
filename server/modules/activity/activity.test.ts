import { beforeAll, describe, expect, it } from 'vitest'
import { decode } from '../../../contract/decode.js'
import {
  ACTIVITY_PAGE_SIZE,
  ActivityResponse,
  OWNER_ACTIVITY_PATH,
  type ActivityEntry,
} from '../../../contract/owner-activity.js'
import { OWNER_SESSION_COOKIE } from '../../../contract/owner-auth.js'
import { OWNER_CATALOGUE_IMPORT_PATH } from '../../../contract/owner-catalogue-csv.js'
import {
  OWNER_CATALOGUE_ORDER_PATH,
  OWNER_CATALOGUE_PATH,
  OWNER_CATEGORY_SAVE_PATH,
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_DELETE_PATH,
  OWNER_ITEM_UPDATE_PATH,
  OWNER_ITEM_VISIBILITY_PATH,
  OWNER_STOCK_PATH,
  OWNER_TOPICS_SAVE_PATH,
  type ItemInput,
  type OwnerCatalogueResponse,
  type OwnerItem,
} from '../../../contract/owner-catalogue.js'
import { OWNER_SETTINGS_PATH, OWNER_SETTINGS_PAYMENTS_PATH } from '../../../contract/settings.js'
import { DEMO_OWNER } from '../../db/seed/demo-owner.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { ownerLabel } from './activity-store.js'
import { ownerItems, plainItem } from '../catalogue-studio/test-helpers.js'
import { addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const OTHER_KEY = 'acme-owner-key-0123456789'

describe('who an entry names', () => {
  const owner = { id: 'o', sessionId: 's', siteId: 'x', countryCode: '+91', expiresAt: new Date() }
  it("is the owner's name, else the phone with its last four digits only, else the owner key", () => {
    expect(ownerLabel({ ...owner, phoneNumber: '9877700102', name: ' Asha ' })).toBe('Asha')
    expect(ownerLabel({ ...owner, phoneNumber: '9877700102', name: null })).toBe('+91 ••••••0102')
    expect(ownerLabel(null)).toBe('Owner key')
  })
})

describe.each(testDatabases)('the owner activity on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${OTHER_KEY}`, SECRETS_KEY: 'a'.repeat(64) },
  })
  let cookie = ''
  const headers = (key?: string) =>
    key
      ? { authorization: `Bearer ${key}` }
      : { cookie: `${OWNER_SESSION_COOKIE}=${cookie}`, host: 'demo.localhost', origin: 'http://demo.localhost' }
  const post = (url: string, payload: object, key?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: headers(key), payload })
  const activity = async (subject: string, id: string, key = DEMO_KEY, before?: string) => {
    const query = new URLSearchParams({ subject, id, ...(before && { before }) })
    const response = await ctx.app.inject({ url: `${OWNER_ACTIVITY_PATH}?${query}`, headers: headers(key) })
    expect(response.statusCode, response.body).toBe(200)
    const decoded = decode(ActivityResponse, response.json(), 'body')
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors))
    return decoded.value
  }
  const studio = async () => ({
    ...((
      await ctx.app.inject({ url: OWNER_CATALOGUE_PATH, headers: headers(DEMO_KEY) })
    ).json() as OwnerCatalogueResponse),
    items: await ownerItems(ctx.app, DEMO_KEY),
  })
  const input = (catalogueId: string, name: string): ItemInput =>
    plainItem(catalogueId, {
      name,
      description: 'Sweet.',
      variantTitle: 'Size',
      variants: [
        { name: 'Regular', basePrice: 120, salePrice: null, stock: 4, sku: '', weight: null, isDefault: true },
        { name: 'Large', basePrice: 200, salePrice: null, stock: 2, sku: '', weight: null, isDefault: false },
      ],
      pricing: { basePrice: 120 },
      shipping: { available: false, weight: 0, dimensions: { length: 0, width: 0, height: 0 } },
    })
  const create = async (name: string): Promise<OwnerItem> => {
    const catalogueId = (await studio()).catalogues[0]!._id
    const response = await post(OWNER_ITEM_CREATE_PATH, { item: input(catalogueId, name) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().item
  }
  const edit = (item: OwnerItem, change: (draft: ItemInput) => void, key?: string) => {
    const draft: ItemInput = structuredClone(item)
    change(draft)
    return post(OWNER_ITEM_UPDATE_PATH, { itemId: item._id, version: item.version, item: draft }, key)
  }

  beforeAll(async () => {
    await addSite(ctx.database.db)
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const owner = (await ctx.app.ownerAuth.owners.byPhone(site.id, DEMO_OWNER))!
    cookie = (await ctx.app.ownerAuth.sessions.start(owner, site)).token
  })

  it("records an edit with the signed-in owner's name and each field's old and new value", async () => {
    const item = await create('Jalebi')
    const response = await edit(item, (draft) => {
      draft.variants[0]!.basePrice = 140
      draft.name = 'Kesar jalebi'
      draft.images = ['/uploads/jalebi.webp']
    })
    expect(response.statusCode, response.body).toBe(200)
    const { entries, next } = await activity('item', item._id)
    expect(next).toBeNull()
    expect(entries.map((entry) => [entry.action, entry.by])).toEqual([
      ['edited', DEMO_OWNER.name],
      ['created', DEMO_OWNER.name],
    ])
    expect(entries[0]!.subjectName).toBe('Kesar jalebi')
    expect(entries[0]!.changes).toEqual([
      { field: 'images' },
      { field: 'name', from: 'Jalebi', to: 'Kesar jalebi' },
      { field: 'basePrice', option: 'Regular', from: 120, to: 140, money: true },
    ])
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000)
  })

  it('records hide, show, stock, order and delete; a refused write records nothing', async () => {
    const item = await create('Rasgulla')
    const other = await create('Peda')
    expect((await post(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden: true })).statusCode).toBe(200)
    expect((await post(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden: false })).statusCode).toBe(200)
    const large = item.variants.find((variant) => variant.name === 'Large')!
    expect((await post(OWNER_STOCK_PATH, { itemId: item._id, optionId: large._id, stock: 9 })).statusCode).toBe(200)
    // A save on an old version (409) and an invalid one (400) change nothing, so record nothing.
    expect((await edit(item, (draft) => (draft.name = 'Old'))).statusCode).toBe(409)
    const fresh = (await studio()).items.find((entry) => entry._id === item._id)!
    expect((await edit(fresh, (draft) => (draft.name = ' '))).statusCode).toBe(400)
    const order = [other._id, item._id]
    expect((await post(OWNER_CATALOGUE_ORDER_PATH, { kind: 'items', ids: order })).statusCode).toBe(200)
    expect((await post(OWNER_ITEM_DELETE_PATH, { itemId: item._id })).statusCode).toBe(200)
    const { entries } = await activity('item', item._id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'deleted',
      'reordered',
      'stock',
      'shown',
      'hidden',
      'created',
    ])
    expect(entries[2]!.changes).toEqual([{ field: 'stock', option: 'Large', from: 2, to: 9 }])
    expect(entries[0]!.subjectName).toBe('Rasgulla')
  })

  it("keeps each site's activity to itself", async () => {
    const item = await create('Barfi')
    // Another site's owner asks for this item's activity: none of it, and cannot change it.
    expect((await activity('item', item._id, OTHER_KEY)).entries).toEqual([])
    expect((await post(OWNER_ITEM_VISIBILITY_PATH, { itemId: item._id, hidden: true }, OTHER_KEY)).statusCode).toBe(404)
    expect((await activity('item', item._id)).entries.map((entry) => entry.action)).toEqual(['created'])
    expect((await activity('settings', 'payments', OTHER_KEY)).entries).toEqual([])
  })

  it('pages newest first', async () => {
    const item = await create('Ladoo')
    for (let stock = 0; stock < ACTIVITY_PAGE_SIZE + 2; stock++) {
      const response = await post(OWNER_STOCK_PATH, { itemId: item._id, optionId: item.variants[0]!._id, stock })
      expect(response.statusCode).toBe(200)
    }
    const first = await activity('item', item._id)
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE)
    expect(first.entries[0]!.changes[0]!.to).toBe(ACTIVITY_PAGE_SIZE + 1)
    const second = await activity('item', item._id, DEMO_KEY, first.next!)
    expect(second.next).toBeNull()
    const all: ActivityEntry[] = [...first.entries, ...second.entries]
    expect(all.map((entry) => entry.action).at(-1)).toBe('created')
    expect(new Set(all.map((entry) => entry._id)).size).toBe(ACTIVITY_PAGE_SIZE + 3)
    const bad = await ctx.app.inject({
      url: `${OWNER_ACTIVITY_PATH}?subject=item&id=x&before=abc`,
      headers: headers(DEMO_KEY),
    })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad)).toEqual(['query.before'])
  })

  it('records topics, categories and a CSV import', async () => {
    const catalogue = await studio()
    const category = catalogue.categories[0]!
    const renamed = { _id: category._id, name: 'Sweets', image: null, catalogueType: category.catalogueType }
    expect((await post(OWNER_CATEGORY_SAVE_PATH, renamed)).statusCode).toBe(200)
    const categoryEntries = (await activity('category', category._id)).entries
    expect(categoryEntries[0]!.changes).toContainEqual({ field: 'name', from: category.name, to: 'Sweets' })

    const topics = catalogue.topics.map((topic) => ({ ...topic }))
    topics[0]!.name = 'Fresh today'
    expect((await post(OWNER_TOPICS_SAVE_PATH, { topics })).statusCode).toBe(200)
    const topicEntries = (await activity('topics', 'topics')).entries
    expect(topicEntries[0]!.changes).toContainEqual({
      field: 'name',
      option: 'Fresh today',
      from: catalogue.topics[0]!.name,
      to: 'Fresh today',
    })

    const csv = 'id,title,price,catalogue\nimported-kulfi,Kulfi,80,Frozen\n'
    const imported = await post(OWNER_CATALOGUE_IMPORT_PATH, { csv, dryRun: false })
    expect(imported.statusCode, imported.body).toBe(200)
    const kulfi = (await studio()).items.find((item) => item.name === 'Kulfi')!
    expect((await activity('item', kulfi._id)).entries.map((entry) => entry.action)).toEqual(['imported'])
  })

  it("records a settings change's old and new values, a secret only as changed", async () => {
    const body = {
      upiId: 'sweets@okhdfc',
      payeeName: 'Sweet shop',
      qrCode: null,
      phone: '+91 98290 00000',
      gateway: 'razorpay',
      razorpay: { keyId: 'rzp_test_Activity123', keySecret: 'topSecretValue9876', webhookSecret: 'hookSecret5432' },
    }
    const saved = await post(OWNER_SETTINGS_PAYMENTS_PATH, body)
    expect(saved.statusCode, saved.body).toBe(200)
    const [entry] = (await activity('settings', 'payments')).entries
    expect(entry!.by).toBe(DEMO_OWNER.name)
    expect(entry!.changes).toContainEqual({ field: 'upiId', from: expect.anything(), to: 'sweets@okhdfc' })
    expect(entry!.changes).toContainEqual({ field: 'razorpay.keySecret' })
    expect(JSON.stringify(entry)).not.toContain('topSecretValue9876')
    // The settings answer names the same change by its fields.
    const read = await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: headers(DEMO_KEY) })
    expect(read.json().activity[0].fields).toContain('razorpay.keySecret')
  })
})
