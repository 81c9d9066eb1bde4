import { expect, test, type Locator, type Page } from '@playwright/test'
import { keepScreenshot } from './artefact'
import { expectOwnerTabOpen, openOwnerTab, ownerInNewContext } from './owner-flows'
import { buyNow, openBuyNow, atBothWidths } from './widget-flows'

/** Test numbers of playwright.config.ts kept for this spec: a customer and a demo owner per width. */
const RUNS = atBothWidths(
  {
    customer: { phone: '9877710031', code: '710031' },
    owner: { phone: '9999988837', code: '880037' },
  },
  {
    customer: { phone: '9877710032', code: '710032' },
    owner: { phone: '9999988838', code: '880038' },
  },
)

/** The figures this spec follows: the cards' and the funnel's, as numbers (rupees for the money). */
type Counts = Record<'visits' | 'chatsStarted' | 'signedIn' | 'orders' | 'revenuePaid' | 'opened' | 'paid', number>

const numberIn = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.]/g, ''))

/** Reads Today's figures on the owner's Insights (asked again first, so they are the server's latest). */
async function todays(owner: Page): Promise<Counts> {
  const periods = owner.getByRole('group', { name: 'Period' })
  await periods.getByRole('button', { name: '7 days' }).click()
  await periods.getByRole('button', { name: 'Today' }).click()
  const figures = owner.getByRole('list', { name: 'Today against yesterday' })
  await expect(figures).toBeVisible()
  const card = (label: string) => figures.getByRole('listitem').filter({ hasText: label }).locator('strong')
  const step = (label: string | RegExp) =>
    owner.getByRole('list').filter({ hasText: 'Chat opened' }).getByRole('listitem').filter({ hasText: label })
  return {
    visits: await numberIn(card('Visits')),
    chatsStarted: await numberIn(card('Chats started')),
    signedIn: await numberIn(card('Signed-in customers')),
    orders: await numberIn(card('Orders')),
    revenuePaid: await numberIn(card('Revenue paid')),
    opened: await numberIn(step('Chat opened').locator('strong')),
    paid: await numberIn(step(/^Paid/).locator('strong')),
  }
}

for (const { viewport, customer, owner: ownerPhone } of RUNS) {
  test(`at ${viewport.width} px Insights counts a customer's visit, chat, sign-in and paid order once each`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(150_000)
    const laptop = viewport.width >= 1024
    const owner = await ownerInNewContext(browser, ownerPhone, viewport, true)
    // On a laptop Insights is the first screen; on a phone it is one tap away, in the bottom bar.
    if (laptop) await expectOwnerTabOpen(owner, 'Insights')
    else {
      await expectOwnerTabOpen(owner, 'Inbox')
      await openOwnerTab(owner, 'Insights')
    }
    await expect(owner.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible()
    const before = await todays(owner)

    // One visit; the chat opens, the customer signs in, orders, pays through the sandbox and writes.
    const widget = await openBuyNow(page)
    await buyNow(widget, customer)
    // As the payment spec pays: the confirmation offers Pay; History's card opens the payment, the sandbox pays.
    await expect(widget.getByRole('button', { name: /^Pay ₹[\d,.]+ for order KK-\d+$/ })).toBeVisible({
      timeout: 15_000,
    })
    await widget.getByRole('tab', { name: 'History' }).click()
    const order = widget.getByRole('article')
    const label = await order.getByRole('button', { name: /^Pay ₹/ }).innerText()
    const amount = Number(/₹([\d,.]+)/.exec(label)![1]!.replace(/,/g, ''))
    await order.getByRole('button', { name: /^Pay ₹/ }).click()
    await expect(widget.getByText('Pay securely with Sandbox.')).toBeVisible()
    await widget.getByRole('button', { name: /^Pay ₹/ }).click()
    const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' })
    await expect(sandbox).toBeVisible()
    await sandbox.getByRole('button', { name: 'Success' }).click()
    await expect(sandbox).toBeHidden()
    await widget.getByRole('tab', { name: 'History' }).click()
    await expect(widget.getByRole('article').getByText('1/1 paid')).toBeVisible()
    // The widget may go back to History as the payment settles: Chat, and write, until the message shows. (Sent
    // twice, it would still be one chat started: customers are counted, not messages.)
    const chat = widget.getByRole('tab', { name: 'Chat' })
    const box = widget.getByRole('textbox', { name: 'Message' })
    await expect(async () => {
      await chat.click()
      await box.fill('Thank you! When will it arrive?', { timeout: 2_000 })
      await box.press('Enter', { timeout: 2_000 })
      await expect(widget.getByText('Thank you! When will it arrive?')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })

    const expected = {
      visits: before.visits + 1,
      chatsStarted: before.chatsStarted + 1,
      signedIn: before.signedIn + 1,
      orders: before.orders + 1,
      revenuePaid: Math.round((before.revenuePaid + amount) * 100) / 100,
      opened: before.opened + 1,
      paid: before.paid + 1,
    }
    await expect.poll(() => todays(owner), { timeout: 20_000 }).toEqual(expected)
    // The chart is drawn (uPlot, its own chunk), and nothing is wider than the screen.
    await expect(owner.getByRole('img', { name: /visits and \d+ orders over 7 days/ })).toBeVisible()
    await expect(owner.locator('.ow-insights__chart canvas')).toHaveCount(1)
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await keepScreenshot(owner, testInfo, `owner-insights-${viewport.width}`)
    await owner.context().close()
  })
}
