import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { LANGUAGES, type Language } from '../contract/language'
import { demoOwnerWords, latinWords } from './latin-words'
import { checkLayout } from './layout-check'
import { ownerSignsIn } from './owner-flows'
import type { TestPhone } from './widget-flows'

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

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The owner's own words on the demo site (its shop's name, its catalogue), which stay as the owner wrote them. */
let ownerWords: string[] = []
test.beforeAll(async ({ request }) => {
  ownerWords = await demoOwnerWords(request)
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
