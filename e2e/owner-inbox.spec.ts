import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { buyNow, openBuyNow } from './widget-flows'
import { ownerInWatchedContext, openOwnerTab } from './owner-flows'

/**
 * The demo owner (seeded) and two more (OWNER_PHONES), with their codes: OTP_TEST_NUMBERS in playwright.config.ts. One
 * per test: the code limit is per phone.
 */
const OWNERS = {
  seeded: { phone: '9999988888', code: '654321' },
  leads: { phone: '9999988801', code: '880001' },
  phone: { phone: '9999988802', code: '880002' },
}
/** A test number of playwright.config.ts kept for this spec (the OTP rate limit is per phone). */
const CUSTOMER_PHONE = { phone: '9888800009', code: '999999' }

/** A real 1×1 PNG: the payment's screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

// The phone test reads the conversation the first test makes: these run in order, as one story.
test.describe.configure({ mode: 'serial' })

/** Serious or critical axe findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  return serious.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** The inbox row of a conversation: its button names the customer's phone. */
const conversationRow = (owner: Page, phone: string): Locator =>
  owner.getByRole('button', { name: new RegExp(phone.replace(/(\d{5})(\d{5})/, '$1.?$2')) })

test('the owner reads and answers a customer live, moves their order on and confirms their manual payment', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const { owner, policy } = await ownerInWatchedContext(browser, OWNERS.seeded)

  // The customer, in their own browser context, orders and writes.
  const widget = await openBuyNow(page)
  await buyNow(widget, CUSTOMER_PHONE)
  await widget.getByRole('tab', { name: 'Chat' }).click()
  const box = widget.getByRole('textbox', { name: 'Message' })
  await box.fill('Can you ship it before Friday?')
  await box.press('Enter')
  await expect(widget.getByText('Can you ship it before Friday?')).toBeVisible()

  // The conversation comes to the top of the owner's inbox, live, with its unread badge and the tab title's count:
  // the order's 'placed' event and the customer's message.
  const row = conversationRow(owner, CUSTOMER_PHONE.phone)
  await expect(row).toBeVisible()
  await expect(row.getByText(/Can you ship it before Friday\?/)).toBeVisible()
  await expect(row).toHaveAccessibleName(/2 unread messages$/)
  await expect(owner).toHaveTitle(/^\(\d+\) Inbox · Kesar Kitchen$/)

  // The owner opens it (read: the badge goes) and replies; the customer sees 'Typing...' and then the reply.
  await row.click()
  const thread = owner.getByRole('log', { name: /Messages with/ })
  await expect(thread.getByText('Can you ship it before Friday?')).toBeVisible()
  await expect(row).not.toHaveAccessibleName(/unread/)
  const reply = owner.getByRole('textbox', { name: 'Reply' })
  await reply.pressSequentially('Yes, it ships tomorrow', { delay: 20 })
  await expect(widget.getByText('Typing...')).toBeVisible()
  await reply.press('Enter')
  await expect(widget.getByText('Yes, it ships tomorrow')).toBeVisible()
  await expect(widget.getByText('Typing...')).toBeHidden()
  // The customer's widget showed it: the owner sees it read.
  await expect(
    thread.locator('.ow-bubble', { hasText: 'Yes, it ships tomorrow' }).getByText('Read', { exact: true }),
  ).toBeVisible()

  // The order beside the conversation: the owner advances it; the customer's History moves at once.
  const details = owner.getByRole('region', { name: 'Customer details' })
  await widget.getByRole('tab', { name: 'History' }).click()
  const card = widget.getByRole('article')
  await expect(card.getByText('20% complete')).toBeVisible()
  await details.getByRole('button', { name: /^Advance to / }).click()
  await expect(card.getByText('40% complete')).toBeVisible()

  // The customer reports a UPI payment; the owner sees it live and confirms it; the widget shows it paid.
  await card.getByRole('button', { name: /^Pay ₹/ }).click()
  await widget.getByRole('button', { name: 'Pay by UPI or QR code instead' }).click()
  await widget
    .getByLabel('Screenshot of the payment (optional)')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
  await widget.getByRole('textbox', { name: 'Payment reference (UTR)' }).fill('512345678901')
  await widget.getByRole('button', { name: 'I have paid' }).click()
  await expect(widget.getByText(/is waiting for the business to confirm it/)).toBeVisible()
  await expect(details.getByText('512345678901')).toBeVisible()
  await details.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(widget.getByText('The business has confirmed your payment. This order is paid.')).toBeVisible()

  expect(await policy.all()).toEqual([])
  // The desktop inbox with a conversation and its customer open, and the Website tab, pass axe.
  expect(await axeFindings(owner)).toEqual([])
  await owner.getByRole('tab', { name: 'Website' }).click()
  await expect(owner.getByRole('heading', { name: /Home page sections/ })).toBeVisible()
  expect(await axeFindings(owner)).toEqual([])
  await owner.context().close()
})

test('a contact-form lead reaches the owner live and is marked handled', async ({ browser, page }) => {
  const { owner } = await ownerInWatchedContext(browser, OWNERS.leads)
  await owner.getByRole('tab', { name: /^Leads/ }).click()
  await page.goto('/')
  await page.getByRole('button', { name: 'Send us a message' }).first().click()
  const form = page.getByRole('dialog')
  await form.getByRole('textbox', { name: /Name/ }).fill('Ravi Menon')
  await form.getByRole('textbox', { name: /Phone/ }).fill('98450 11223')
  await form.getByRole('textbox', { name: /Services/ }).fill('Catering for 40 on Saturday')
  await form.getByRole('button', { name: /Submit/ }).click()
  const lead = owner.getByRole('article', { name: /Ravi Menon/ })
  await expect(lead.getByText('Catering for 40 on Saturday')).toBeVisible()
  await lead.getByRole('button', { name: /Mark handled/ }).click()
  await expect(lead).toBeHidden()
  await owner.context().close()
})

test('the owner sign-in screen passes axe at 390 px and 1280 px', async ({ browser }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto('/owner')
    await expect(page.getByRole('heading', { name: 'Sign in to your inbox' })).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
    await context.close()
  }
})

test.describe('on a phone', () => {
  test('the owner goes from the list to a conversation and to the customer, and back; the inbox passes axe', async ({
    browser,
  }, testInfo) => {
    // Axe also checks the Website tab's preview frame (a page of its own): over the default 30 s on a busy machine.
    test.setTimeout(90_000)
    const { owner } = await ownerInWatchedContext(browser, OWNERS.phone, { width: 390, height: 844 })
    expect(await axeFindings(owner)).toEqual([])
    await keepScreenshot(owner, testInfo, 'owner-inbox-390')
    // The first conversation of the list (the region's first buttons are the list's filters).
    const first = owner.getByRole('list', { name: 'Conversations' }).getByRole('button').first()
    await first.click()
    await expect(owner.getByRole('region', { name: 'Conversations' })).toBeHidden()
    await owner.getByRole('button', { name: 'Customer info' }).click()
    await expect(owner.getByRole('region', { name: 'Customer details' })).toBeVisible()
    await owner.getByRole('button', { name: 'Back to the conversation' }).click()
    await owner.getByRole('button', { name: 'Back to conversations' }).click()
    await expect(owner.getByRole('region', { name: 'Conversations' })).toBeVisible()
    const box = await owner.locator('body').boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)

    // The Website tab's section form, built from the section's schema, fits the phone and passes axe.
    await openOwnerTab(owner, 'Website')
    const card = owner.getByRole('article', { name: /\(Services card, section \d+\)$/ }).first()
    await card.getByRole('button', { name: /^Edit .*\(Services card/ }).click()
    const form = card.getByRole('form')
    await expect(form.getByRole('textbox', { name: 'Title (required)' })).not.toHaveValue('')
    await expect(form.getByRole('group', { name: 'Points' }).getByRole('textbox').first()).toBeVisible()
    await form.getByRole('group', { name: 'Points' }).getByRole('button', { name: 'Add to Points' }).click()
    await expect(form.getByRole('group', { name: 'Points' }).getByRole('textbox').last()).toBeFocused()
    expect(await axeFindings(owner)).toEqual([])
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(card.getByRole('form')).toBeHidden()
    await owner.context().close()
  })
})
