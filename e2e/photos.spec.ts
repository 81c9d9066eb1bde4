import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { keepScreenshot } from './artefact'
import { signIn, type TestPhone } from './widget-flows'
import { ownerInNewContext, openOwnerTab } from './owner-flows'

/** Kept for this spec (playwright.config.ts): the demo owner +919999988812 and a customer. */
const OWNER: TestPhone = { phone: '9999988812', code: '880012' }
const CUSTOMER: TestPhone = { phone: '9877700101', code: '101101' }
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }
/** Unique per run, so a rerun on the same data adds a new item. */
const NAME = `Lime Pickle Photo ${Date.now().toString(36)}`

/** A camera-like JPEG: 2000×1500, stored sideways with EXIF orientation 6 (upright 1500×2000). */
const cameraPhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 230, g: 190, b: 40 } } })
    .jpeg({ quality: 85 })
    .withExifMerge({ IFD0: { Make: 'VitrineCam', Model: 'E2E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/**
 * A customer's widget at `viewport` (a new browser context, so no photo is cached: a browser may show a cached wider
 * file), signed in at 390 px, with the shop searched for the item.
 */
async function customerFindsItem(browser: Browser, viewport: typeof PHONE): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  if (viewport === PHONE) await signIn(widget, CUSTOMER)
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await widget.getByRole('searchbox', { name: 'Search all products and services...' }).fill(NAME)
  await expect(widget.getByRole('article', { name: NAME })).toBeVisible()
  return page
}

/**
 * The loaded image: its `currentSrc`, the width of the variant it came from (from the name), the widths it could
 * have come from, and the device pixels its box needs.
 */
async function loaded(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true)
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
  return image.evaluate((element: HTMLImageElement) => {
    const widthOf = (url: string) => Number(/\.(\d+)(?:w|x\d+)\.webp$/.exec(url)?.[1])
    return {
      currentSrc: element.currentSrc,
      chosen: widthOf(element.currentSrc),
      candidates: element.srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', ''))),
      needed: element.getBoundingClientRect().width * devicePixelRatio,
    }
  })
}

/** A WebP variant, and the smallest one at least as wide as the box needs (the largest when none is). */
function expectFitting(image: Awaited<ReturnType<typeof loaded>>) {
  expect(image.currentSrc).toMatch(/\.webp$/)
  const fitting = image.candidates.find((width) => width >= image.needed) ?? image.candidates.at(-1)
  expect(image.chosen).toBe(fitting)
}

test('the owner adds a photo to an item; the widget shows WebP widths that fit its boxes at 390 and 1280 px', async ({
  browser,
}, testInfo) => {
  // Two browsers, a sign-in each, and a real photo processed: more than the default 30 s on a shared machine.
  test.setTimeout(90_000)
  const owner = await ownerInNewContext(browser, OWNER, PHONE)
  await openOwnerTab(owner, 'Catalogue')
  await owner.getByRole('button', { name: 'Add item' }).click()
  await owner.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME)
  await owner.getByRole('combobox', { name: 'Catalogue' }).selectOption({ label: 'Pickles' })
  await owner.getByRole('textbox', { name: 'Price (₹)' }).fill('180')
  await owner.getByLabel('Add image').setInputFiles({
    name: 'lime pickle.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(),
  })
  const thumbnail = owner.getByRole('img', { name: 'Image 1' })
  await expect(thumbnail).toBeVisible()
  // Upright (portrait) and capped at 1280 px wide: the name says the largest variant's size.
  await expect(thumbnail).toHaveAttribute('src', /\/lime-pickle\.1280x1707\.webp$/)
  await keepScreenshot(owner, testInfo, 'photos-owner-form-390')
  const photoUrl = await thumbnail.evaluate((element: HTMLImageElement) => element.src)
  await owner.getByRole('button', { name: 'Save item' }).click()
  await expect(owner.getByRole('button', { name: `Edit ${NAME}` })).toBeVisible()

  // The photo as a customer gets it: upright, no EXIF.
  const served = await owner.evaluate(async (url) => {
    const answer = await fetch(url)
    return { type: answer.headers.get('content-type'), bytes: [...new Uint8Array(await answer.arrayBuffer())] }
  }, photoUrl)
  const meta = await sharp(Buffer.from(served.bytes)).metadata()
  expect([served.type, meta.width, meta.height, meta.exif]).toEqual(['image/webp', 1280, 1707, undefined])

  for (const [viewport, width] of [
    [PHONE, 390],
    [LAPTOP, 1280],
  ] as const) {
    const customer = await customerFindsItem(browser, viewport)
    const widget = customer.getByRole('region', { name: 'Kesar Kitchen' })
    const card = widget.getByRole('article', { name: NAME })
    const cardImage = card.locator('img')
    await expect(cardImage).toHaveAttribute('sizes', '72px')
    await expect(cardImage).toHaveAttribute('width', '1280')
    await expect(cardImage).toHaveAttribute('height', '1707')
    expectFitting(await loaded(cardImage))
    await keepScreenshot(customer, testInfo, `photos-widget-card-${width}`)

    await card.getByRole('button', { name: `View details of ${NAME}` }).click()
    const photo = widget.getByRole('button', { name: 'Open photo 1 of 1 full screen' }).locator('img')
    expectFitting(await loaded(photo))
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await keepScreenshot(customer, testInfo, `photos-widget-detail-${width}`)
    await customer.context().close()
  }
})
