import { expect, test, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { openOwnerTab, openSettingsScreen, ownerInNewContext } from './owner-flows'
import { signIn, atBothWidths } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec: a customer and two demo owners per width. */
const RUNS = atBothWidths(
  {
    customer: { phone: '9877710011', code: '110011' },
    first: { phone: '9999988831', code: '880031' },
    second: { phone: '9999988832', code: '880032' },
  },
  {
    customer: { phone: '9877710012', code: '110012' },
    first: { phone: '9999988833', code: '880033' },
    second: { phone: '9999988834', code: '880034' },
  },
)

/** The inbox row of the customer whose phone is `phone`, found by the search box. */
async function findRow(owner: Page, phone: string) {
  await owner.getByLabel('Search conversations').fill(phone)
  return owner.getByRole('button', { name: new RegExp(phone) })
}

for (const { viewport, customer, first, second } of RUNS) {
  test(`at ${viewport.width} px one owner labels and assigns a conversation, the other sees it live`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const label = `Cake quote ${viewport.width}`
    await page.goto('/')
    const widget = page.getByRole('region', { name: 'Kesar Kitchen' })
    await signIn(widget, customer)
    await widget.getByRole('button', { name: /Shop spices & pickles/ }).click()
    const box = widget.getByRole('textbox', { name: 'Message' })
    await box.fill('Can you make an eggless cake for Sunday?')
    await box.press('Enter')
    await expect(widget.getByText('Can you make an eggless cake for Sunday?')).toBeVisible()

    const meera = await ownerInNewContext(browser, first, viewport)
    const kabir = await ownerInNewContext(browser, second, viewport)

    // Meera makes a label of her own in Settings.
    await openSettingsScreen(meera, 'Labels')
    await meera.getByRole('button', { name: 'Add label' }).click()
    await meera.getByRole('textbox', { name: 'Name' }).fill(label)
    await meera.getByRole('radio', { name: 'Pink' }).check()
    await meera.getByRole('button', { name: 'Save label' }).click()
    await expect(meera.getByRole('button', { name: `Edit label ${label}` })).toBeVisible()
    expect(await meera.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

    // Kabir watches the same conversation in his inbox; the product labelled it New customer by itself.
    const kabirsRow = await findRow(kabir, customer.phone)
    await expect(kabirsRow).toContainText('New customer')

    // Meera puts her label on it.
    await openOwnerTab(meera, 'Inbox')
    await (await findRow(meera, customer.phone)).click()
    const tags = meera.getByRole('group', { name: 'Labels of this conversation' })
    await tags.getByRole('button', { name: 'Labels', exact: true }).click()
    // The box follows the server's answer (the conversation's labels), so it is ticked once that comes.
    await tags.getByRole('checkbox', { name: label }).click()
    await expect(tags.getByRole('checkbox', { name: label })).toBeChecked()
    await expect(tags.getByRole('button', { name: `Remove label ${label}` })).toBeVisible()
    await tags.getByRole('button', { name: 'Done' }).click()
    expect(await meera.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await keepScreenshot(meera, testInfo, `owner-labels-conversation-${viewport.width}`)

    // Kabir sees it appear live, and finds the conversation with the label filter.
    await expect(kabirsRow).toContainText(label)
    await kabir.getByLabel('Search conversations').fill('')
    await kabir.getByRole('combobox', { name: 'Label' }).selectOption({ label })
    await expect(kabir.getByRole('button', { name: new RegExp(customer.phone) })).toBeVisible()
    await expect(kabir.getByRole('list', { name: 'Conversations' }).getByRole('button')).toHaveCount(1)
    await keepScreenshot(kabir, testInfo, `owner-labels-filter-${viewport.width}`)

    // Meera gives the conversation to Kabir: his Mine shows it.
    await tags.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: `+91 ${second.phone}` })
    const who = kabir.getByRole('group', { name: 'Show conversations' })
    await who.getByRole('button', { name: 'Mine' }).click()
    await expect(who.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true')
    await expect(kabir.getByRole('button', { name: new RegExp(customer.phone) })).toBeVisible()
    await kabir.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'All labels' })
    await expect(kabir.getByRole('button', { name: new RegExp(customer.phone) })).toBeVisible()
    await who.getByRole('button', { name: 'Unassigned' }).click()
    await expect(kabir.getByRole('button', { name: new RegExp(customer.phone) })).toHaveCount(0)
    await meera.context().close()
    await kabir.context().close()
  })
}
