import { expect, test, type Locator, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { pickServiceSlot, signIn, type TestPhone, fillAddress, widgetOf } from './widget-flows'
import { openOwnerTab, ownerInNewContext } from './owner-flows'

/**
 * Quotes and service slots at phone width: a customer enquires about an item
 * priced on request, the owner answers with a quote from /owner, the customer
 * accepts it in the widget and the order is made at the quoted price; a
 * service is booked with a preferred date and slot the owner sees.
 */

/** The test numbers of this spec (playwright.config.ts), one per test: the code limit is per phone. */
const CUSTOMERS = {
  enquirer: { phone: '9877700031', code: '313131' },
  booker: { phone: '9877700032', code: '323232' },
}
const OWNER: TestPhone = { phone: '9999988806', code: '880006' }
const PHONE = { width: 390, height: 844 }

async function customerSignsIn(page: Page, phone: TestPhone): Promise<Locator> {
  await page.setViewportSize(PHONE)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/?chat=open')
  const widget = widgetOf(page)
  await signIn(widget, phone)
  await expect(widget.getByRole('button', { name: 'Logout' })).toBeVisible()
  return widget
}

// One owner number for the spec (the code limit is per phone): the owner signs in once, and the tests run in order.
test.describe.configure({ mode: 'serial' })
let owner: Page
test.beforeAll(async ({ browser }) => {
  owner = await ownerInNewContext(browser, OWNER, PHONE)
})
test.afterAll(async () => owner?.context().close())

/** The inbox row of a conversation: its button names the customer's phone. */
const conversationRow = (owner: Page, phone: string): Locator =>
  owner.getByRole('button', { name: new RegExp(phone.replace(/(\d{5})(\d{5})/, '$1.?$2')) })

test('price on request: enquiry, a quote from /owner, accepted in the widget, the order is made', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const widget = await customerSignsIn(page, CUSTOMERS.enquirer)

  // The enquiry, from the item's deep link.
  await page.goto('/?chat=open&source=send_enquiry_request&item=wholesale-masala-tins')
  await expect(widget.getByRole('heading', { name: 'Send Enquiry Request' })).toBeVisible()
  await widget.getByRole('button', { name: 'Send Enquiry', exact: true }).click()
  await expect(widget.getByText(/Enquiry request:/)).toBeVisible()

  // The owner answers it with a quote, on a phone: the form starts from the enquiry's item.
  await conversationRow(owner, CUSTOMERS.enquirer.phone).click()
  await expect(owner.getByRole('log', { name: /Messages with/ }).getByText(/Enquiry request:/)).toBeVisible()
  await owner.getByRole('button', { name: 'Send quote' }).click()
  const form = owner.getByRole('dialog', { name: /Send a quote to/ })
  await expect(form.getByRole('textbox', { name: 'Item or service' })).toHaveValue(/^Wholesale Masala Tins \(5 kg\)/)
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('3')
  await form.getByRole('spinbutton', { name: /Price per unit/ }).fill('5750')
  await form.getByRole('textbox', { name: /Note for the customer/ }).fill('Fresh batch, ships in 2 days')
  await expect(form.getByText('Total: ₹17,250.00')).toBeVisible()
  await keepScreenshot(owner, testInfo, '21-3-owner-quote-form')
  await form.getByRole('button', { name: 'Send quote' }).click()
  await expect(form).toBeHidden()
  const ownerThread = owner.getByRole('log', { name: /Messages with/ })
  await expect(ownerThread.getByText(/waiting for the customer/)).toBeVisible()

  // The customer sees it with Accept and Decline; the tins ship, so they add where to.
  const accept = widget.getByRole('button', { name: /^Accept quote Q-\d+ for ₹17,250/ })
  await expect(accept).toBeVisible()
  await expect(widget.getByRole('button', { name: /^Decline quote/ })).toBeVisible()
  await expect(widget.getByText('Fresh batch, ships in 2 days', { exact: false })).toBeVisible()
  await expect(accept).toBeDisabled()
  await widget.getByRole('button', { name: 'Add delivery address' }).click()
  await fillAddress(widget)
  await expect(widget.getByRole('combobox', { name: 'Deliver to' })).toHaveValue(/.+/)
  await expect(accept).toBeEnabled()
  await expect(page.getByText('Enquiry sent. We will reply here soon.')).toBeHidden()
  await accept.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, '21-3-quote')
  await accept.click()
  await expect(widget.getByText(/^Accepted: order /)).toBeVisible()
  // The order is made at the quoted price (plus delivery), placed and waiting for its payment in the chat.
  const placed = widget.getByText(/^Order [A-Z]+-\d+ placed, awaiting payment$/).last()
  await expect(placed).toBeVisible({ timeout: 15_000 })
  await expect(widget.getByText(/Wholesale Masala Tins \(5 kg\).* × 3: ₹17,250\.00/).last()).toBeVisible()
  // The owner sees the quote accepted, live, and the order beside the conversation.
  await expect(ownerThread.getByText(/accepted, order [A-Z]+-\d+/)).toBeVisible()
  await keepScreenshot(owner, testInfo, '21-3-owner-quote-accepted')
  // A second accept is not offered any more.
  await expect(widget.getByRole('button', { name: /^Accept quote/ })).toBeHidden()
})

test('a service is booked with a preferred date and time slot, which the owner sees on the order', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const widget = await customerSignsIn(page, CUSTOMERS.booker)
  await page.goto('/?chat=open&source=direct_buy&item=rajasthani-thali-workshop')
  await widget.getByRole('button', { name: 'Buy now' }).click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  const picker = widget.getByRole('group', { name: 'Preferred date and time' })
  await expect(picker).toBeVisible()
  await expect(widget.getByText('Pick a date and a time slot for the service.')).toBeVisible()
  const create = widget.getByRole('button', { name: 'Create Order' })
  await expect(create).toBeDisabled()
  await pickServiceSlot(widget, /^Evening \(4–8 pm\)$/)
  await picker.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, '21-3-service-slot')
  await expect(create).toBeEnabled()
  await create.click()
  await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
  await expect(widget.getByText(/^Preferred time: .*Evening \(4–8 pm\)$/).last()).toBeVisible({ timeout: 15_000 })

  // The owner sees the slot on the order beside the conversation.
  await owner.goto('/owner')
  // On a laptop the owner app opens on Insights.
  await openOwnerTab(owner, 'Inbox')
  await conversationRow(owner, CUSTOMERS.booker.phone).click()
  await owner.getByRole('button', { name: 'Customer info' }).click()
  await expect(owner.getByText(/^Preferred time: .*, Evening \(4–8 pm\)$/)).toBeVisible()
})
