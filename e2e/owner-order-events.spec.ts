import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { buyNow, type TestPhone, openBuyNow } from './widget-flows'
import { openSettingsScreen, ownerInWatchedContext } from './owner-flows'

/** This spec's demo owner and customer (OTP_TEST_NUMBERS and OWNER_PHONES in playwright.config.ts). */
const OWNER: TestPhone = { phone: '9999988819', code: '880019' }
const CUSTOMER: TestPhone = { phone: '9877700114', code: '114114' }

test.describe.configure({ mode: 'serial' })

test('order events are events of the conversation, unread for the owner; webhooks settings at 1280 and 390 px', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const { owner, policy } = await ownerInWatchedContext(browser, OWNER, { width: 1280, height: 800 })
  const widget = await openBuyNow(page)
  await buyNow(widget, CUSTOMER)

  // The owner's list: the conversation's last line is the event in the owner's words, with its unread badge.
  const row = owner.getByRole('button', { name: /98777.?00114/ })
  const placed = row.getByText(/^Order [A-Z]+-\d+ placed$/)
  await expect(placed).toBeVisible()
  const orderId = (await placed.textContent())!.replace(/^Order (\S+) placed$/, '$1')
  await expect(row.getByText(/^You:/)).toHaveCount(0)
  await expect(row).toHaveAccessibleName(/1 unread message$/)

  // The customer cancels it from the widget's History: one more unread event, live.
  await widget.getByRole('tab', { name: 'History' }).click()
  const card = widget.getByRole('article').first()
  await card.getByRole('button', { name: /Details of order/ }).click()
  await card.getByRole('button', { name: 'Cancel order' }).click()
  await widget
    .getByRole('alertdialog', { name: 'Cancel Order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click()
  await expect(row.getByText(`Customer cancelled ${orderId}`)).toBeVisible()
  await expect(row).toHaveAccessibleName(/2 unread messages$/)

  // Opened: the events are centred lines, not the owner's bubbles; the badge goes.
  await row.click()
  const thread = owner.getByRole('log', { name: /Messages with/ })
  await expect(thread.getByRole('note').filter({ hasText: `Order ${orderId} placed` })).toBeVisible()
  await expect(thread.getByRole('note').filter({ hasText: `Customer cancelled ${orderId}` })).toBeVisible()
  // The owner's own bubbles (the welcome greeting) say nothing of the order.
  await expect(thread.locator('.ow-bubble--mine', { hasText: orderId })).toHaveCount(0)
  await expect(row).not.toHaveAccessibleName(/unread/)
  await keepScreenshot(owner, testInfo, 'owner-order-events-1280')
  // The widget shows the cancel as an event line too.
  await widget.getByRole('tab', { name: 'Chat' }).click()
  await expect(
    widget.locator('.vw-bubble[data-kind="event"]', { hasText: `Your order ${orderId} has been cancelled.` }),
  ).toBeVisible()

  // Settings, Webhooks, at 1280 px then 390 px (one sign-in: the code limit is per phone).
  await openSettingsScreen(owner, 'Webhooks')
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await owner.setViewportSize(viewport)
    const section = owner.getByRole('region', { name: 'Webhooks' })
    await section.getByRole('button', { name: 'Add a webhook' }).click()
    const url = `http://127.0.0.1:9/hooks-${viewport.width}`
    await section.getByRole('textbox', { name: 'Endpoint URL' }).fill(url)
    await section.getByRole('checkbox', { name: /New lead from the contact form/ }).check()
    await section.getByRole('button', { name: 'Save webhook' }).click()
    await expect(section.getByText(/^whsec_/)).toBeVisible()
    await section.getByRole('button', { name: `Deliveries of ${url}` }).click()
    await expect(section.getByRole('region', { name: 'Deliveries' }).getByText('Nothing sent yet.')).toBeVisible()
    await owner.getByRole('heading', { level: 2, name: 'Webhooks' }).scrollIntoViewIfNeeded()
    await keepScreenshot(owner, testInfo, `owner-webhooks-${viewport.width}`)
    const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await section.getByRole('button', { name: `Delete ${url}` }).click()
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(section.getByText(url)).toHaveCount(0)
  }

  expect(await policy.all()).toEqual([])
  await owner.context().close()
})
