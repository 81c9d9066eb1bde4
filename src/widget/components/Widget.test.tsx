// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SEND_MESSAGE_PATH, SOCKET_EVENTS } from '../../../contract/chat'
import { TEST_SITE_ID } from '../../engine/testing'
import { applyLanguage } from '../language'
import { showWidget, widgetTestEngine } from './testing'
import { setUpWidgetTests } from './widget-test-helpers'

// jsdom has no layout: a 480 px message area of 64 px rows, so the virtualiser has something to fill.
// The motion kit is here first, as in a browser by the time anyone clicks (its motion: widget-motion.test.tsx).
setUpWidgetTests()

describe('the widget shell', () => {
  it('opens and closes from the toggle and counts business messages received while closed', async () => {
    const test = widgetTestEngine({ headerTitle: 'Kesar Kitchen' })
    await test.signIn()
    showWidget(test)
    expect(screen.queryByRole('region', { name: 'Kesar Kitchen' })).toBeNull()
    await act(async () =>
      test.sockets.last!.serverEmit(
        SOCKET_EVENTS.message,
        test.message({ _id: 'b1', sender: 'system', message: 'Your order is packed' }),
      ),
    )
    const toggle = screen.getByRole('button', { name: 'Open chat, 1 unread message' })
    fireEvent.click(toggle)
    const panel = screen.getByRole('region', { name: 'Kesar Kitchen' })
    expect(within(panel).getByText('Online')).toBeTruthy()
    // The message list arrives lazily, with the virtualiser.
    expect(await within(panel).findByText('Your order is packed')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Close chat' })).toHaveLength(2) // header and toggle
  })

  it("uses 'Chat with us' when the settings have no title, and shows Logout only when signed in", async () => {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    act(() => test.engine.ui.open())
    showWidget(test)
    expect(screen.getByRole('region', { name: 'Chat with us' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toBeTruthy()
    expect(await screen.findByText('Please enter your WhatsApp number to start chat')).toBeTruthy()
  })

  it('has ARIA tabs Chat and History; History says when nobody is signed in', async () => {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    act(() => test.engine.ui.open())
    showWidget(test)
    const history = screen.getByRole('tab', { name: 'History' })
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(history)
    expect(history.getAttribute('aria-selected')).toBe('true')
    // The orders plugin fills the tab (its view loads lazily).
    expect(await within(screen.getByRole('tabpanel')).findByText('You are not logged in')).toBeTruthy()
    fireEvent.keyDown(history, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true')
  })

  it('sends with Enter, never a blank message, and keeps the text when sending fails', async () => {
    const test = widgetTestEngine()
    await test.signIn()
    act(() => test.engine.ui.open())
    showWidget(test)
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(box, { target: { value: '   ' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)).toHaveLength(0)

    fireEvent.change(box, { target: { value: 'Is the 500 g jar back?' } })
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }))
    expect(test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)).toHaveLength(1)
    expect(await screen.findByText('Is the 500 g jar back?')).toBeTruthy()

    test.transport.setRoutes({ [`POST ${SEND_MESSAGE_PATH}`]: { status: 500, body: { message: 'Database is busy' } } })
    fireEvent.change(box, { target: { value: 'Hello?' } })
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }))
    expect((box as HTMLTextAreaElement).value).toBe('Hello?')
    // The alert's text arrives a task after its live region (see Snackbar).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Database is busy'))
  })

  it('opens a 10,000-message conversation on the newest message, mounting only the rows in view', async () => {
    const test = widgetTestEngine()
    await test.signIn()
    const base = Date.parse('2026-11-01T00:00:00Z')
    act(() => {
      for (let index = 0; index < 10_000; index++) {
        test.engine.messages.upsert(
          test.message({
            _id: `m${index}`,
            clientId: TEST_SITE_ID,
            message: `Message ${index}`,
            createdAt: new Date(base + index * 60_000).toISOString(),
          }),
        )
      }
      test.engine.ui.open()
    })
    const { container } = showWidget(test)
    expect(await screen.findByText('Message 9999')).toBeTruthy()
    expect(screen.queryByText('Message 0')).toBeNull()
    expect(container.querySelectorAll('.vw-row').length).toBeLessThanOrEqual(60)
  })

  it('is disabled unless the settings allow all actions', () => {
    const test = widgetTestEngine({ allowedAllActions: false })
    showWidget(test)
    const toggle = screen.getByRole('button', { name: 'Chat is not available right now' })
    fireEvent.click(toggle)
    expect(screen.queryByRole('region')).toBeNull()
  })
})

describe('the phone entry in the reader’s language', () => {
  const ENGLISH = 'Please enter your WhatsApp number to start chat'
  const HINDI = 'चैट शुरू करने के लिए कृपया अपना WhatsApp नंबर डालें'
  afterEach(() => document.documentElement.removeAttribute('lang'))

  async function signedOut() {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    act(() => test.engine.ui.open())
    return test
  }

  it('is redrawn in Hindi when the reader switches language, and back in English', async () => {
    const test = await signedOut()
    showWidget(test)
    expect(await screen.findByText(ENGLISH)).toBeTruthy()
    expect(screen.getByRole('option', { name: '+91 India' })).toBeTruthy()
    await act(() => applyLanguage(test.engine.i18n, 'hi'))
    expect(await screen.findByText(HINDI)).toBeTruthy()
    expect(screen.queryByText(ENGLISH)).toBeNull()
    // The dial codes' countries too, named by Intl in the reader's language.
    expect(screen.getByRole('option', { name: '+91 भारत' })).toBeTruthy()
    expect(screen.getByRole('option', { name: '+971 संयुक्त अरब अमीरात' })).toBeTruthy()
    await act(() => applyLanguage(test.engine.i18n, 'en'))
    expect(await screen.findByText(ENGLISH)).toBeTruthy()
    expect(screen.getByRole('option', { name: '+1 Canada, United States' })).toBeTruthy()
  })

  it('is in Hindi on a fresh visit in Hindi, though the engine wrote it before the Hindi strings came', async () => {
    // As `mountWidget` does: the engine starts at once, the Hindi chunk loads, then the widget renders.
    const test = await signedOut()
    await applyLanguage(test.engine.i18n, 'hi')
    showWidget(test)
    expect(await screen.findByText(HINDI)).toBeTruthy()
    expect(screen.queryByText(ENGLISH)).toBeNull()
  })
})
