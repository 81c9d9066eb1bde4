// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth'
import { createTestEngine, TEST_CUSTOMER, TEST_SITE_ID, type TestEngine } from '../../engine/testing'
import { prepareMotion } from '../ui/motion/testing'
import { fakeLayout, type FakeLayout } from '../../ui/testing/fake-layout'
import { widgetPlugins } from '../plugins'
import { showWidget, widgetTestEngine } from './testing'

// Focus across views, not their motion (widget-motion.test.tsx): views swap at once.
// Proceed to Checkout's focus is tested with the checkout (plugins/orders/checkout.test.tsx).
let layout: FakeLayout
beforeAll(async () => {
  layout = fakeLayout({ scroller: '.vw-messages', viewport: 480, rowHeight: () => 64 })
  await prepareMotion({ skipAnimations: true })
})
afterAll(() => layout.restore())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** A page with a link before the widget, as a shop's page has. */
function show(test: TestEngine, options: { fullPage?: boolean; openedByVisitor?: boolean } = {}) {
  const page = document.body.appendChild(document.createElement('main'))
  page.innerHTML = '<a href="/menu">Menu</a>'
  showWidget(test, options)
  return page
}

/** A phone or a laptop, as the stylesheet's `(max-width: 768px)` sees it. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

/** Presses a control as a keyboard user does: it has the focus first. */
function press(button: HTMLElement) {
  button.focus()
  fireEvent.click(button)
}

describe('focus in the widget', () => {
  it('opening from the toggle focuses the panel; Escape closes it and gives the focus back to the toggle', async () => {
    screenWidth(false)
    const test = widgetTestEngine({ headerTitle: 'Kesar Kitchen' })
    await test.signIn()
    show(test)
    press(screen.getByRole('button', { name: 'Open chat' }))
    const panel = await screen.findByRole('region', { name: 'Kesar Kitchen' })
    expect(document.activeElement).toBe(panel)

    fireEvent.keyDown(await screen.findByRole('textbox', { name: 'Message' }), { key: 'Escape' })
    expect(test.engine.ui.isOpen).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open chat' })))
  })

  it('the close button gives the focus back to the toggle', async () => {
    screenWidth(false)
    const test = widgetTestEngine()
    await test.signIn()
    show(test)
    press(screen.getByRole('button', { name: 'Open chat' }))
    const [close] = await screen.findAllByRole('button', { name: 'Close chat' })
    press(close!)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open chat' })))
  })

  it('a widget that opened by itself (a first visit) leaves the focus where the visitor is', async () => {
    screenWidth(false)
    const test = widgetTestEngine()
    act(() => test.engine.ui.open())
    show(test)
    await act(() => test.engine.start())
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
  })

  it('after Send code the code field has the focus, after Verify the message box', async () => {
    screenWidth(false)
    const test = createTestEngine({
      site: { clientId: TEST_SITE_ID },
      plugins: widgetPlugins,
      routes: {
        [`POST ${SEND_OTP_PATH}`]: { body: { message: 'success' } },
        [`POST ${VERIFY_OTP_PATH}`]: {
          body: { message: 'success', customerId: TEST_CUSTOMER._id, token: 't', customerData: TEST_CUSTOMER },
        },
      },
    })
    await act(() => test.engine.start())
    show(test)
    press(screen.getByRole('button', { name: 'Open chat' }))
    const phone = await screen.findByRole('textbox', { name: 'Phone number' })
    phone.focus()
    fireEvent.change(phone, { target: { value: '9829012345' } })
    await act(async () => press(screen.getByRole('button', { name: 'Send code' })))
    const code = await screen.findByRole('textbox', { name: 'Verification code' })
    await waitFor(() => expect(document.activeElement).toBe(code))
    fireEvent.change(code, { target: { value: '123456' } })
    await act(async () => press(screen.getByRole('button', { name: 'Verify' })))
    const message = await screen.findByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(document.activeElement).toBe(message))
  })

  it('on a phone the page behind the open widget is inert, and comes back when it closes', async () => {
    screenWidth(true)
    const test = widgetTestEngine()
    await test.signIn()
    const page = show(test)
    expect(page.hasAttribute('inert')).toBe(false)
    press(screen.getByRole('button', { name: 'Open chat' }))
    await screen.findByRole('region', { name: 'Chat with us' })
    expect(page.hasAttribute('inert')).toBe(true)
    act(() => test.engine.ui.close())
    expect(page.hasAttribute('inert')).toBe(false)
  })

  it('on a laptop the page stays usable beside the open widget', async () => {
    screenWidth(false)
    const test = widgetTestEngine()
    await test.signIn()
    const page = show(test)
    press(screen.getByRole('button', { name: 'Open chat' }))
    await screen.findByRole('region', { name: 'Chat with us' })
    expect(page.hasAttribute('inert')).toBe(false)
  })
})

describe('names of the controls', () => {
  it("the attachment preview's Send and the message box's Send are told apart", async () => {
    screenWidth(false)
    const test = widgetTestEngine()
    await test.signIn()
    act(() => test.engine.ui.open())
    show(test)
    await screen.findByRole('textbox', { name: 'Message' })
    act(() => test.engine.plugin('media').pick(new File(['png'], 'kachori.png', { type: 'image/png' }), 'image'))
    expect(await screen.findByRole('button', { name: 'Send image' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })
})
