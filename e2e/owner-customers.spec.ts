import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openOwnerTab, ownerInNewContext } from './owner-flows'
import { buyNow, openBuyNow, atBothWidths } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec: a customer and a demo owner per width. */
const RUNS = atBothWidths(
  {
    customer: { phone: '9877710021', code: '710021' },
    owner: { phone: '9999988835', code: '880035' },
  },
  {
    customer: { phone: '9877710022', code: '710022' },
    owner: { phone: '9999988836', code: '880036' },
  },
)

for (const { viewport, customer, owner: ownerPhone } of RUNS) {
  test(`at ${viewport.width} px the owner finds a customer who ordered, opens them and exports the list`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    // A customer signs in and orders: named from their address (Asha Verma).
    const widget = await openBuyNow(page)
    await buyNow(widget, customer)

    const owner = await ownerInNewContext(browser, ownerPhone, viewport)
    await openOwnerTab(owner, 'Customers')
    await owner.getByRole('searchbox', { name: 'Search customers' }).fill(customer.phone)
    const row = owner.getByRole('button', { name: new RegExp(`^Asha Verma.*${customer.phone}`) })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Orders: 1')
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await keepScreenshot(owner, testInfo, `owner-customers-list-${viewport.width}`)

    // The CSV of the list as searched: this customer, their one order, no formula-looking cell.
    const downloading = owner.waitForEvent('download')
    await owner.getByRole('link', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^demo-customers-\d{4}-\d\d-\d\d\.csv$/)
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\n')
    expect(lines[0]).toBe('name,phone,first_seen,last_message,orders,spent,labels')
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^Asha Verma,91 ${customer.phone},[^,]+,[^,]+,1,0\\.00,[^,]*$`)),
    ])

    // Opened: their order, notes and addresses in one place, and the conversation a tap away.
    await row.click()
    const details = owner.getByRole('region', { name: 'Customer details' })
    await expect(details.getByRole('heading', { name: 'Asha Verma' })).toBeVisible()
    await expect(details.getByRole('article')).toHaveCount(1)
    await expect(details.getByRole('textbox', { name: 'New note' })).toBeVisible()
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await keepScreenshot(owner, testInfo, `owner-customers-open-${viewport.width}`)
    await owner.getByRole('button', { name: 'Open conversation' }).click()
    await expect(owner.getByRole('log', { name: 'Messages with Asha Verma' })).toBeVisible()
    await owner.context().close()
  })
}
