// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest'
import server from '../../../locales/en/server.json'
import { testOrder } from '../../../contract/testing/test-order'
import { createOwnerI18n, ownerT } from '../i18n'
import { applyOwnerLanguage } from '../owner-language'
import { orderTitle } from './owner-order'

afterAll(() => document.documentElement.removeAttribute('lang'))

const item = testOrder().items[0]!
const several = testOrder({
  title: 'Mawa Kachori and 2 more',
  items: [
    { ...item, name: 'Mawa Kachori' },
    { ...item, name: 'Chai Masala' },
    { ...item, name: 'Pyaaz Kachori' },
  ],
})

async function reader(language: 'en' | 'hi') {
  const i18n = createOwnerI18n()
  await applyOwnerLanguage(i18n, language)
  return ownerT(i18n)
}

describe("an order's title in the owner's language", () => {
  it("says the product's title of several items in Hindi, and as the server wrote it in English", async () => {
    expect(orderTitle(several, await reader('hi'))).toBe('Mawa Kachori और 2 अन्य')
    expect(orderTitle(several, await reader('en'))).toBe('Mawa Kachori and 2 more')
  })

  it('keeps any other title as written: one item, a title of its own, a count that does not match', async () => {
    const t = await reader('hi')
    expect(orderTitle(testOrder({ title: 'Mawa Kachori', items: [{ ...item, name: 'Mawa Kachori' }] }), t)).toBe(
      'Mawa Kachori',
    )
    expect(orderTitle({ ...several, title: 'Wedding sweets (quote)' }, t)).toBe('Wedding sweets (quote)')
    expect(orderTitle({ ...several, title: 'Mawa Kachori and 5 more' }, t)).toBe('Mawa Kachori and 5 more')
  })

  it("reads the server's English template: the two are one wording", () => {
    expect(server.orders.titleMore).toBe('{{first}} and {{count}} more')
  })
})
