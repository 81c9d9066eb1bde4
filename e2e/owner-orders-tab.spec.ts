import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { ownerInWatchedContext, expectOwnerTabOpen } from './owner-flows'
import { buyNow, type TestPhone } from './widget-flows'

/** This spec's demo owner and customer (OTP_TEST_NUMBERS and OWNER_PHONES in playwright.config.ts). */
const OWNER: TestPhone = { phone: '9999988820', code: '880020' }
const CUSTOMER: TestPhone = { phone: '9877700121', code: '121121' }

test('Orders tab: the badge rises for a new order, under Needs action, the owner advances it (1280, 390 px)', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const { owner, policy } = await ownerInWatchedContext(browser, OWNER)
  const tab = owner.getByRole('tab', { name: /^Orders/ })
  await expect(tab).toBeVisible()
  await expect(tab).toHaveAccessibleName('Orders')

  // The customer orders from the widget: the tab's badge rises, live.
  await page.goto('/?chat=open&source=direct_buy&item=garam-masala')
  await buyNow(page.getByRole('region', { name: 'Kesar Kitchen' }), CUSTOMER)
  await expect(tab).toHaveAccessibleName(/^Orders ?, \d+ new orders? or payments?$/)

  // Opened, the badge goes; the tab opens on Needs action, where the new order is (searched by the customer's phone).
  await tab.click()
  await expect(tab).toHaveAccessibleName('Orders')
  await owner.getByRole('searchbox', { name: 'Search orders' }).fill(CUSTOMER.phone)
  await expect(owner.getByRole('button', { name: /^Needs action, 1 order$/ })).toHaveAttribute('aria-pressed', 'true')
  const newOrders = owner.getByRole('list', { name: 'Needs action' })
  const row = newOrders.getByRole('listitem')
  await expect(row).toHaveCount(1)
  const opener = row.getByRole('button', { name: /^Open [A-Z]+-\d+ with / })
  const orderId = (await opener.getAttribute('aria-label'))!.replace(/^Open (\S+) with .*$/, '$1')
  await keepScreenshot(owner, testInfo, 'owner-orders-tab-1280')

  // Advanced, it moves to Active, one tap away.
  await row.getByRole('button', { name: /^Advance to / }).click()
  await expect(owner.getByRole('button', { name: /^Needs action, 0 orders$/ })).toBeVisible()
  await owner.getByRole('button', { name: `Show ${orderId} under Active` }).click()
  await expect(owner.getByRole('button', { name: /^Active, 1 order$/ })).toHaveAttribute('aria-pressed', 'true')
  const active = owner.getByRole('list', { name: 'Active' }).getByRole('listitem')
  await expect(active.getByRole('button', { name: new RegExp(`^Open ${orderId} with `) })).toBeVisible()

  // At 390 px it fits the screen; the order opens with its customer's conversation in the inbox.
  await owner.setViewportSize({ width: 390, height: 844 })
  await expect(active).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-orders-tab-390')
  const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await active.getByRole('button', { name: new RegExp(`^Open ${orderId} with `) }).click()
  await expectOwnerTabOpen(owner, 'Inbox')
  await expect(owner).toHaveURL(/[?&]conversation=/)
  const thread = owner.getByRole('log', { name: /Messages with/ })
  await expect(thread.getByRole('note').filter({ hasText: `Order ${orderId} placed` })).toBeVisible()

  expect(await policy.all()).toEqual([])
  await owner.context().close()
})
