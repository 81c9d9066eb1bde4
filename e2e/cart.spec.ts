import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { GET_CART_PATH } from '../contract/cart'
import { api } from './api'

/** Test numbers of playwright.config.ts kept for these tests (the OTP rate limit is per phone). */
const CART_PHONE = { phone: '9888800002', code: '222222' }
const DIRECT_BUY_PHONE = { phone: '9888800003', code: '333333' }

async function signIn(page: Page, { phone, code }: { phone: string; code: string }) {
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await widget.getByRole('button', { name: 'Verify' }).click()
}

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('webCart'))

test('a visitor fills a local cart; after sign-in it is merged into the server cart and then removed', async ({
  page,
}) => {
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget.getByRole('textbox', { name: 'Phone number' })).toBeVisible()

  // Products: the shop icon's categories → spice blends → search → a variant.
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await expect(widget.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await widget.getByRole('button', { name: /Spice blends/ }).click()
  await expect(widget.getByRole('heading', { name: 'Products' })).toBeVisible()
  await widget.getByRole('searchbox', { name: 'Search products...' }).fill('garam')
  await expect(widget.getByRole('article')).toHaveCount(1)
  const masala = widget.getByRole('article', { name: 'Jaipuri Garam Masala' })
  await masala.getByRole('combobox', { name: 'Jar size' }).selectOption({ label: '250 g' })
  await expect(masala.getByText('₹350.00')).toBeVisible()
  await masala.getByRole('button', { name: 'Add to Cart' }).click()
  await masala.getByRole('button', { name: 'Increase quantity of Jaipuri Garam Masala' }).click()
  await expect(masala.getByRole('group', { name: /Quantity of Jaipuri Garam Masala/ })).toContainText('2')
  await widget.getByRole('searchbox', { name: 'Search products...' }).fill('zzz')
  await expect(widget.getByText('No products found')).toBeVisible()

  // A service with a package, from the other topic.
  await widget.getByRole('button', { name: 'Back' }).click()
  await widget.getByRole('button', { name: 'Back' }).click()
  await widget.getByRole('button', { name: /Catering & workshops/ }).click()
  await widget.getByRole('button', { name: /Catering & gifting/ }).click()
  await expect(widget.getByRole('heading', { name: 'Services' })).toBeVisible()
  const catering = widget.getByRole('article', { name: 'Home-Style Catering for Small Events' })
  await catering.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Up to 50 guests' })
  await expect(catering.getByText('₹33,250.00')).toBeVisible()
  await catering.getByRole('button', { name: 'Add to Cart' }).click()

  const local = JSON.parse((await storedCart(page))!) as {
    _id: string
    quantity: number
    selectedVariant: { name: string } | null
  }[]
  expect(local.map((line) => line.quantity)).toEqual([2, 1])
  expect(await page.evaluate(() => localStorage.getItem('webCartTotalCount'))).toBe('3')

  // The logged-out cart, then checkout → sign-in → the merged server cart.
  await widget.getByRole('button', { name: 'Your cart, 3 items' }).click()
  await expect(widget.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible()
  await expect(widget.getByRole('article', { name: 'Jaipuri Garam Masala' })).toBeVisible()
  await widget.getByRole('searchbox', { name: 'Search your cart...' }).fill('catering')
  await expect(widget.getByRole('article')).toHaveCount(1)
  await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await signIn(page, CART_PHONE)

  await expect(widget.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(widget.getByRole('article', { name: 'Home-Style Catering for Small Events' })).toBeVisible()
  expect(await storedCart(page)).toBeNull()

  // The server has the cart, at catalogue prices.
  const token = await page.evaluate(() => localStorage.getItem('userAccessToken'))
  const customerId = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sub as string
  const answer = await page.request.get(`${api()}${GET_CART_PATH}?customerId=${customerId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as {
    data: {
      name: string
      quantity: number
      selectedVariant: { salePrice: number } | null
      selectedPackage: { price: number } | null
    }[]
  }
  expect(
    data.map((line) => [line.name, line.quantity, line.selectedVariant?.salePrice ?? line.selectedPackage?.price]),
  ).toEqual([
    ['Jaipuri Garam Masala', 2, 350],
    ['Home-Style Catering for Small Events', 1, 35000],
  ])

  // Quantity changes reach the server (after the debounce) and survive a reload.
  await widget.getByRole('searchbox', { name: 'Search your cart...' }).fill('')
  const updated = page.waitForResponse((response) => response.url().includes('chat_widget_side_cart/update'))
  await widget.getByRole('button', { name: 'Decrease quantity of Jaipuri Garam Masala' }).click()
  await expect(widget.getByRole('heading', { name: 'Your Cart (2)' })).toBeVisible()
  expect((await updated).status()).toBe(200)
  // The reload keeps the chat open on the cart.
  await page.reload()
  await expect(widget.getByRole('heading', { name: 'Your Cart (2)' })).toBeVisible()
})

test("direct_buy signed out shows 'Ready to Purchase?'; after sign-in the item goes to the cart", async ({ page }) => {
  await page.goto('/?chat=open&source=direct_buy&item=garam-masala')
  await expect(page).toHaveURL(/\/$/)
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
  await expect(widget.getByRole('article', { name: 'Jaipuri Garam Masala' })).toBeVisible()
  await widget.getByRole('button', { name: 'Login to complete your purchase' }).click()
  await signIn(page, DIRECT_BUY_PHONE)
  await expect(widget.getByRole('heading', { name: 'Buy now' })).toBeVisible()
  await widget.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(widget.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('webOrderItemData'))).toBeNull()
})

test('/chat with a deep link on a desktop keeps the source and its item', async ({ page }) => {
  await page.goto('/chat?source=direct_buy&item=kesar')
  await expect(page).toHaveURL(/\/$/)
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget.getByRole('heading', { name: 'Ready to Purchase?' })).toBeVisible()
  await expect(widget.getByRole('article', { name: 'Pampore Mongra Saffron' })).toBeVisible()
})

test('the gifting card links into the enquiry panel for its item, which a visitor sends without signing in', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('chatWidgetOpened', 'true'))
  await page.reload()
  await page.getByRole('button', { name: 'Show details for Diwali and corporate hampers' }).click()
  await page.getByRole('link', { name: 'Plan your hampers' }).click()
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await expect(widget.getByRole('heading', { name: 'Send Enquiry Request' })).toBeVisible()
  await expect(widget.getByRole('article', { name: 'Corporate Diwali Hampers' })).toBeVisible()
  // A visitor sends it without signing in: a name and a phone to be reached on.
  await widget.getByRole('textbox', { name: 'Name' }).fill('Asha Verma')
  await widget.getByRole('textbox', { name: 'Phone' }).fill('98290 12345')
  await widget.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByText('Enquiry sent. We will get back to you on +91 98290 12345.')).toBeVisible()
})

test('axe finds no serious or critical violation in the item list and the cart at 390 px', async ({ page }) => {
  // Views at rest: a panel caught mid-slide (its opacity still rising) would read as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
  await widget.getByRole('button', { name: 'Browse the catalogue' }).click()
  await widget.getByRole('button', { name: /Pickles/ }).click()
  await widget
    .getByRole('article', { name: /Aam ka Achaar/ })
    .getByRole('button', { name: 'Add to Cart' })
    .click()
  const scan = async () => {
    const results = await new AxeBuilder({ page }).include('#vitrine-widget').analyze()
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    return serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  }
  expect(await scan()).toEqual([])
  await widget.getByRole('button', { name: 'Your cart, 1 item' }).click()
  await expect(widget.getByRole('article', { name: /Aam ka Achaar/ })).toBeVisible()
  expect(await scan()).toEqual([])
})
