import { expect, test } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { addAddress, pickServiceSlot, signIn, addFromCatalogue } from './widget-flows'

/** A test number of playwright.config.ts kept for this spec (the OTP rate limit is per phone). */
const PHONE = { phone: '9877700011', code: '111111' }

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a cart that becomes several orders says so, flags what cannot ship, and is paid with one Pay', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000)
    await page.goto('/')
    const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
    await page.getByRole('button', { name: /Open chat/ }).click()
    // Shipped from Jaipur, shipped from Delhi first, shipped only from Delhi, picked up, and a service.
    await addFromCatalogue(widget, /Shop spices & pickles/, /Spice blends/, 'Jaipuri Garam Masala')
    await addFromCatalogue(widget, /Shop spices & pickles/, /Sweets & namkeen/, 'Desi Ghee Besan Ladoo')
    await addFromCatalogue(widget, /Shop spices & pickles/, /Sweets & namkeen/, 'Methi Mathri')
    await addFromCatalogue(widget, /Shop spices & pickles/, /Sweets & namkeen/, 'Jaipuri Ghevar')
    await addFromCatalogue(widget, /Catering & workshops/, /Catering & gifting/, 'Home-Style Catering for Small Events')

    await widget.getByRole('button', { name: 'Your cart, 5 items' }).click()
    await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await signIn(widget, PHONE)
    await expect(widget.getByRole('heading', { name: 'Your Cart (5)' })).toBeVisible()
    await widget.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await addAddress(widget)

    // Jaipur: Methi Mathri ships only from Delhi. Flagged on the item, with Remove and Change address there.
    const flagged = widget.getByRole('group', { name: 'Cannot ship to Jaipur 302017' })
    await expect(flagged).toBeVisible()
    await expect(flagged.getByText(/This product cannot be shipped to your address\./)).toBeVisible()
    await expect(flagged.getByRole('button', { name: 'Remove Methi Mathri' })).toBeVisible()
    await expect(widget.getByText('1 item cannot ship here and is left out.')).toBeVisible()
    // The workshop seat is a service: its preferred date and slot come first.
    await pickServiceSlot(widget)
    await expect(widget.getByRole('button', { name: 'Create Order' })).toBeEnabled()
    await flagged.scrollIntoViewIfNeeded()
    await keepScreenshot(page, testInfo, '21-2-cannot-ship')

    // The cart says it on the line too.
    await widget.getByRole('tabpanel', { name: 'Chat' }).getByRole('button', { name: 'Back' }).click()
    const mathriLine = widget.getByRole('article', { name: 'Methi Mathri' })
    await expect(mathriLine.getByRole('group', { name: 'Cannot ship to Jaipur 302017' })).toBeVisible()
    await expect(
      widget.getByRole('article', { name: 'Jaipuri Garam Masala' }).getByRole('group', { name: /Cannot ship/ }),
    ).toHaveCount(0)

    // Change address: the checkout, the chosen address focused; a Delhi address reaches everything.
    await mathriLine.getByRole('button', { name: 'Change address for Methi Mathri' }).click()
    await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await expect(widget.getByRole('radio', { name: /Asha Verma/ })).toBeFocused()
    await widget.getByRole('button', { name: 'Add new address' }).click()
    await expect(widget.getByRole('heading', { name: 'Add address' })).toBeVisible()
    await widget.getByRole('textbox', { name: 'Full name' }).fill('Ravi Verma')
    await widget.getByRole('textbox', { name: 'Phone' }).fill('98110 12345')
    await widget.getByRole('textbox', { name: 'Address line 1' }).fill('7 Janpath')
    await widget.getByRole('textbox', { name: 'Pincode' }).fill('110001')
    await expect(widget.getByRole('textbox', { name: 'State' })).toHaveValue(/Delhi/i)
    await widget.getByRole('button', { name: 'Save' }).click()
    await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await widget.getByRole('radio', { name: /Ravi Verma/ }).check()
    await expect(widget.getByRole('group', { name: /Cannot ship/ })).toHaveCount(0)

    // Before Create Order: four orders, and why.
    const split = widget.getByRole('region', { name: 'Your items become 4 orders' })
    await expect(split).toBeVisible()
    await expect(split.getByRole('list', { name: 'Orders this checkout makes' }).getByRole('heading')).toHaveCount(4)
    await expect(split.getByRole('heading', { name: /Ships from Kesar Kitchen, Malviya Nagar/ })).toBeVisible()
    await expect(split.getByRole('heading', { name: /Ships from Delhi partner store/ })).toBeVisible()
    await expect(split.getByRole('heading', { name: /Pickup from the shop/ })).toBeVisible()
    await expect(split.getByRole('heading', { name: /Services/ })).toBeVisible()
    await split.scrollIntoViewIfNeeded()
    await keepScreenshot(page, testInfo, '21-1-checkout-split')

    await widget.getByRole('button', { name: 'Create Order' }).click()
    await expect(widget.getByRole('heading', { name: 'Checkout' })).toBeHidden()
    await expect(widget.getByText(/Order KK-\d+/)).toHaveCount(4, { timeout: 20_000 })

    // One Pay for the whole checkout, under the last confirmation.
    const payAll = widget.getByRole('button', { name: /^Pay ₹[\d,.]+ for orders KK-\d+, KK-\d+, KK-\d+, KK-\d+$/ })
    await expect(payAll).toHaveCount(1, { timeout: 15_000 })
    const amount = (await payAll.textContent())!.replace(' for all', '').replace('Pay ', '')
    await payAll.click()
    await expect(widget.getByText(`Amount to pay: ${amount}`)).toBeVisible()
    await widget.getByRole('button', { name: `Pay ${amount}` }).click()
    const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' })
    await expect(sandbox).toBeVisible()
    await sandbox.getByRole('button', { name: 'Success' }).click()
    await expect(sandbox).toBeHidden()
    await expect(widget.getByText(`Amount to pay: ${amount}`)).toBeHidden({ timeout: 15_000 })
    await expect(widget.getByRole('button', { name: /for orders KK-/ })).toHaveCount(0, { timeout: 15_000 })

    await widget.getByRole('tab', { name: 'History' }).click()
    await expect(widget.getByRole('article')).toHaveCount(4)
    await expect(widget.getByRole('article').getByText('1/1 paid')).toHaveCount(4)
  })
})
