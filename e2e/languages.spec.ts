import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { LANGUAGES, type Language } from '../contract/language'
import { demoOwnerWords, latinWords } from './latin-words'
import { checkLayout } from './layout-check'
import { ownerSignsIn } from './owner-flows'
import { openBuyNow, type TestPhone } from './widget-flows'

/**
 * Every registered language at 390 px (contract/language.ts: a language added there runs here too): a visitor whose
 * browser prefers it reads the widget in it, searches the shop, fills the cart and opens the language menu, and an
 * owner switches the owner app to it; the shop, the cart, the menu and the owner inbox hold their layout (nothing
 * sticks out sideways) and, but for the owner's own words, show no English word in another language, a screenshot of
 * each kept as `languages-<language>-<view>-390`. The names the test clicks are
 * read from the language's own folder of locales/, so a missing or untranslated string fails it the same way.
 */

/**
 * Demo owners of OWNER_PHONES (playwright.config.ts) kept for this spec, one per language: codes are limited per
 * phone.
 */
const OWNERS: Record<Language, TestPhone> = {
  en: { phone: '9999988827', code: '880027' },
  hi: { phone: '9999988828', code: '880028' },
  mr: { phone: '9999988829', code: '880029' },
}

type Strings = Record<string, string | Record<string, string>>
/** A string of `locales/<language>/<file>.json` by its dotted key, `{{variables}}` filled in. */
function stringsOf(language: Language) {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'locales', language, `${file}.json`), 'utf8'))
  return (file: string, key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Strings)[part], read(file)) as string
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
  }
}

/** Test numbers of playwright.config.ts per language other than English, for its purchase: a customer, an owner. */
const BUYERS: Partial<Record<Language, { customer: TestPhone; owner: TestPhone }>> = {
  hi: { customer: { phone: '9877700033', code: '333333' }, owner: { phone: '9999988814', code: '880014' } },
  mr: { customer: { phone: '9877700034', code: '343434' }, owner: { phone: '9999988824', code: '880024' } },
}

/** Values that keep each `{{variable}}` as it is written, for `pattern`. */
const AS_WRITTEN = new Proxy({}, { get: (_, name) => `{{${String(name)}}}` }) as Record<string, string>

/** A whole text of the locales (read with `AS_WRITTEN`) as a pattern, its `{{variables}}` matching anything. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+?')}$`)

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/**
 * The owner's own words on the demo site (its shop's name, its catalogue), which stay as the owner wrote them, and the
 * customer's (the city and state their pincode names, which the pincode data has in English).
 */
let ownerWords: string[] = []
test.beforeAll(async ({ request }) => {
  ownerWords = [...(await demoOwnerWords(request)), 'Jaipur', 'Rajasthan']
})

/** The layout holds; in a language other than English, no word on the screen is English but the owner's own. */
async function checkScreen(page: Page, scope: Locator, testInfo: TestInfo, language: Language, name: string) {
  await checkLayout(page, scope, testInfo, `languages-${language}-${name}-390`)
  if (language !== 'en') expect.soft(await latinWords(scope, ownerWords), name).toEqual([])
}

for (const language of LANGUAGES) {
  const t = stringsOf(language)

  test.describe(`in ${language} at 390 px`, () => {
    test.use({ locale: `${language}-IN` })

    test('the shop, the cart and the language menu hold their layout', async ({ page }, testInfo) => {
      test.setTimeout(90_000)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/?chat=open')
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
      await widget.getByRole('button', { name: t('catalogue', 'browse') }).click()
      await widget.getByRole('searchbox', { name: t('shop', 'search') }).fill('chai')
      const masala = widget.getByRole('article', { name: 'Adrak-Elaichi Chai Masala' })
      await expect(masala).toBeVisible()
      await masala.getByRole('combobox', { name: 'Jar size' }).selectOption({ label: '100 g' })
      await masala.getByRole('button', { name: t('cart', 'addToCart') }).click()
      await expect(
        masala.getByRole('group', { name: t('cart', 'quantityOf', { name: 'Adrak-Elaichi Chai Masala' }) }),
      ).toBeVisible()
      await checkScreen(page, widget, testInfo, language, 'shop')

      await widget.getByRole('button', { name: t('cart', 'open_one', { count: 1 }) }).click()
      await expect(widget.getByText(t('cart', 'title', { count: 1 }))).toBeVisible()
      await expect(widget.getByRole('button', { name: t('cart', 'proceedToCheckout') })).toBeVisible()
      await checkScreen(page, widget, testInfo, language, 'cart')

      // The language menu names every language in its own script.
      await widget.getByRole('button', { name: t('widget', 'header.language') }).click()
      const menu = widget.getByRole('menu', { name: t('widget', 'header.language') })
      await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'हिन्दी', 'मराठी'])
      await expect(menu.getByRole('menuitemradio', { checked: true })).toHaveAttribute('lang', language)
      await checkLayout(page, widget, testInfo, `languages-${language}-menu-390`)
    })

    test("a purchase: sign-in, checkout, payment, History with its stages, and the owner's Orders", async ({
      page,
      browser,
    }, testInfo) => {
      const buyers = BUYERS[language]
      const customer = buyers?.customer
      test.skip(!buyers, 'English is the source language: hindi.spec.ts and the other specs buy in it')
      test.setTimeout(150_000)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const widget = await openBuyNow(page)
      await expect(widget.getByRole('heading', { name: t('directBuy', 'readyTitle') })).toBeVisible({ timeout: 15_000 })
      await widget.getByRole('button', { name: t('directBuy', 'login') }).click()
      await widget.getByRole('textbox', { name: t('auth', 'phone.number') }).fill(customer!.phone)
      await checkScreen(page, widget, testInfo, language, 'sign-in')
      await widget.getByRole('button', { name: t('auth', 'phone.send') }).click()
      await widget.getByRole('textbox', { name: t('auth', 'code.label') }).fill(customer!.code)
      await widget.getByRole('button', { name: t('auth', 'code.verify') }).click()

      await widget.getByRole('button', { name: t('directBuy', 'buyNow') }).click()
      await expect(widget.getByRole('heading', { name: t('orders', 'checkout.title') })).toBeVisible()
      await widget.getByRole('button', { name: t('orders', 'checkout.addAddress') }).click()
      await widget.getByRole('textbox', { name: t('orders', 'address.fullName') }).fill('आशा वर्मा')
      await widget.getByRole('textbox', { name: t('orders', 'address.phone'), exact: true }).fill('98290 12345')
      await widget.getByRole('textbox', { name: t('orders', 'address.addressLine1') }).fill('14 तिलक मार्ग')
      await widget.getByRole('textbox', { name: t('orders', 'address.pincode') }).fill('302017')
      await expect(widget.getByRole('textbox', { name: t('orders', 'address.city') })).toHaveValue('Jaipur')
      await widget.getByRole('button', { name: t('orders', 'address.save') }).click()
      await expect(widget.getByRole('radio', { name: /आशा वर्मा/ })).toBeChecked()
      await checkScreen(page, widget, testInfo, language, 'checkout')
      await widget.getByRole('button', { name: t('orders', 'checkout.create') }).click()

      // The chat says it in the language; then the payment, in the sandbox.
      const placed = widget.getByText(pattern(t('server', 'orders.placedAwaitingPayment', AS_WRITTEN)))
      await expect(placed).toBeVisible({ timeout: 15_000 })
      const orderId = /KK-\d+/.exec((await placed.textContent())!)![0]
      await widget
        .getByRole('button', { name: pattern(t('payment', 'payOrder', AS_WRITTEN)) })
        .last()
        .click()
      await expect(widget.getByText(t('payment', 'online.intro', { name: 'Sandbox' }))).toBeVisible()
      await checkScreen(page, widget, testInfo, language, 'payment')
      await widget.getByRole('button', { name: pattern(t('payment', 'online.pay', AS_WRITTEN)) }).click()
      const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' })
      await sandbox.getByRole('button', { name: 'Success' }).click()
      await expect(widget.getByText(pattern(t('server', 'payment.received', AS_WRITTEN))).last()).toBeVisible({
        timeout: 15_000,
      })

      // History, with the order's stages and payment in the language.
      await widget.getByRole('tab', { name: t('widget', 'tabs.history') }).click()
      await widget.getByRole('button', { name: t('orders', 'history.showDetails', { orderId }) }).click()
      await expect(widget.getByText(t('stages', 'orderPlaced')).first()).toBeVisible()
      await checkScreen(page, widget, testInfo, language, 'history')

      // The owner's Orders, in the language, narrowed to this customer.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' })
      const owner = await context.newPage()
      await ownerSignsIn(owner, buyers!.owner)
      await owner.getByRole('navigation', { name: 'Owner sections' }).getByRole('button', { name: /^More/ }).click()
      await owner.getByRole('combobox', { name: 'Language' }).selectOption(language)
      await owner.keyboard.press('Escape')
      await owner
        .getByRole('navigation')
        .getByRole('button', { name: new RegExp(`^${t('owner', 'tabs.orders')}`) })
        .click()
      await owner.getByRole('searchbox', { name: t('owner-orders-tab', 'search') }).fill(customer!.phone)
      // A paid order is Active (the tab may open on 'Needs action', for other customers' orders).
      await owner
        .getByRole('group', { name: t('owner-orders-tab', 'groupsLabel') })
        .getByRole('button', { name: new RegExp(`^${t('owner-orders-tab', 'groups.active')},`) })
        .click()
      await expect(owner.getByText(orderId).first()).toBeVisible()
      await checkScreen(owner, owner.locator('.ow'), testInfo, language, 'owner-orders')
      await context.close()
    })

    test('the owner inbox holds its layout', async ({ browser }, testInfo) => {
      test.setTimeout(90_000)
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' })
      const owner = await context.newPage()
      await ownerSignsIn(owner, OWNERS[language])
      // On a phone the language is under the bottom bar's More.
      await owner.getByRole('navigation', { name: 'Owner sections' }).getByRole('button', { name: /^More/ }).click()
      await owner.getByRole('combobox', { name: 'Language' }).selectOption(language)
      await expect(owner.locator('html')).toHaveAttribute('lang', language)
      await expect(owner.getByRole('combobox', { name: t('owner-language', 'switch') })).toHaveValue(language)
      await owner.keyboard.press('Escape')
      await expect(owner.getByRole('dialog')).toBeHidden()
      await expect(owner.getByRole('heading', { name: t('owner', 'inbox.conversations') })).toBeVisible()
      await checkScreen(owner, owner.locator('.ow'), testInfo, language, 'owner-inbox')
      await context.close()
    })
  })
}
