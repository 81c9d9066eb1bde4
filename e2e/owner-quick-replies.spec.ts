import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { ownerInNewContext, openOwnerTab, openSettingsScreen } from './owner-flows'
import { buyNow, openBuyNow, atBothWidths } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec: a customer and a demo owner per width. */
const RUNS = atBothWidths(
  {
    customer: { phone: '9877700042', code: '424242' },
    owner: { phone: '9999988822', code: '880022' },
  },
  {
    customer: { phone: '9877700044', code: '444444' },
    owner: { phone: '9999988823', code: '880023' },
  },
)

for (const { viewport, customer, owner: ownerPhone } of RUNS) {
  test(`at ${viewport.width} px the owner sends a quick reply with the customer's name, then a private note`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    // A customer who ordered, so the conversation is named from their address.
    const widget = await openBuyNow(page)
    await buyNow(widget, customer)

    const owner = await ownerInNewContext(browser, ownerPhone, viewport)
    const shortcut = `ready-${viewport.width}`
    await openSettingsScreen(owner, 'Quick replies')
    // The starter replies are there from the first visit.
    await expect(owner.getByText('/hello', { exact: true })).toBeVisible()
    await owner.getByRole('button', { name: 'Add a quick reply' }).click()
    await owner.getByRole('textbox', { name: 'Shortcut' }).fill(shortcut)
    await owner.getByRole('textbox', { name: 'Message' }).fill('Hi {name}, your masala is packed and leaves today.')
    await owner.getByRole('button', { name: 'Save quick reply' }).click()
    await expect(owner.getByText(`/${shortcut}`, { exact: true })).toBeVisible()
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

    await openOwnerTab(owner, 'Inbox')
    await owner.getByLabel('Search conversations').fill(customer.phone)
    await owner.getByRole('button', { name: new RegExp(`Asha Verma.*${customer.phone}`) }).click()
    const box = owner.getByRole('textbox', { name: 'Reply' })
    await box.fill('/rea')
    const menu = owner.getByRole('group', { name: /quick repl/ })
    await expect(menu.getByRole('button', { name: new RegExp(`^/${shortcut}`) })).toBeVisible()
    await keepScreenshot(owner, testInfo, `owner-quick-replies-${viewport.width}`)
    await box.press('ArrowDown')
    await expect(menu.getByRole('button', { name: new RegExp(`^/${shortcut}`) })).toBeFocused()
    await owner.keyboard.press('Enter')
    const text = 'Hi Asha Verma, your masala is packed and leaves today.'
    await expect(box).toHaveValue(text)
    await box.press('Enter')
    await expect(owner.getByRole('log', { name: 'Messages with Asha Verma' }).getByText(text)).toBeVisible()
    // The customer gets it in the chat.
    await widget.getByRole('tab', { name: 'Chat' }).click()
    await expect(widget.getByText(text)).toBeVisible()

    // A private note on the customer: with who and when, beside the conversation, and never in the customer's widget.
    const info = owner.getByRole('button', { name: 'Customer info' })
    if (await info.isVisible()) await info.click()
    const details = owner.getByRole('region', { name: 'Customer details' })
    const note = `Wants it gift-wrapped (${viewport.width})`
    await details.getByRole('textbox', { name: 'New note' }).fill(note)
    await details.getByRole('button', { name: 'Add note' }).click()
    const written = details.getByRole('listitem').filter({ hasText: note })
    await expect(written).toContainText(/•+8822|•+8823/)
    await expect(details.getByRole('textbox', { name: 'New note' })).toHaveValue('')
    await keepScreenshot(owner, testInfo, `owner-customer-note-${viewport.width}`)
    await page.reload()
    await expect(widget.getByText(text)).toBeVisible()
    await expect(widget.getByText(note)).toHaveCount(0)
    await owner.context().close()
  })
}
