// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SEND_MESSAGE_PATH, SOCKET_EVENTS } from '../../../contract/chat'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID, type TestEngine } from '../../engine/testing'
import { widgetPlugins } from '../plugins'
import { Widget } from './Widget'

beforeAll(() => {
  // jsdom has no layout: give the message list a viewport so the virtualiser has something to fill.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 480 })
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 380 })
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 480 })
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 380 })
  Element.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 380, bottom: 480, width: 380, height: 480, toJSON: () => ({}) })
})
afterEach(cleanup)

function show(test: TestEngine, fullPage = false) {
  return render(
    <EngineProvider engine={test.engine}>
      <Widget fullPage={fullPage} />
    </EngineProvider>,
  )
}

describe('the widget shell', () => {
  it('opens and closes from the toggle and counts business messages received while closed', async () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins, settings: { headerTitle: 'Kesar Kitchen' } })
    await test.signIn()
    show(test)
    expect(screen.queryByRole('region', { name: 'Kesar Kitchen' })).toBeNull()
    await act(async () => test.sockets.last!.serverEmit(SOCKET_EVENTS.message, test.message({ _id: 'b1', sender: 'system', message: 'Your order is packed' })))
    const toggle = screen.getByRole('button', { name: 'Open chat, 1 unread message' })
    fireEvent.click(toggle)
    const panel = screen.getByRole('region', { name: 'Kesar Kitchen' })
    expect(within(panel).getByText('Online')).toBeTruthy()
    expect(within(panel).getByText('Your order is packed')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Close chat' })).toHaveLength(2) // header and toggle
  })

  it("uses 'Chat with us' when the settings have no title, and shows Logout only when signed in", async () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins })
    await act(() => test.engine.start())
    act(() => test.engine.ui.open())
    show(test)
    expect(screen.getByRole('region', { name: 'Chat with us' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy()
    expect(screen.getByText('Please enter your WhatsApp number to start chat')).toBeTruthy()
  })

  it('has ARIA tabs Chat and History; History says when nobody is signed in', async () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins })
    await act(() => test.engine.start())
    act(() => test.engine.ui.open())
    show(test)
    const history = screen.getByRole('tab', { name: 'History' })
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(history)
    expect(history.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toContain('You are not logged in')
    fireEvent.keyDown(history, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true')
  })

  it('sends with Enter, never a blank message, and keeps the text when sending fails', async () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins })
    await test.signIn()
    act(() => test.engine.ui.open())
    show(test)
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(box, { target: { value: '   ' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)).toHaveLength(0)

    fireEvent.change(box, { target: { value: 'Is the 500 g jar back?' } })
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }))
    expect(test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)).toHaveLength(1)
    expect(screen.getByText('Is the 500 g jar back?')).toBeTruthy()

    test.transport.setRoutes({ [`POST ${SEND_MESSAGE_PATH}`]: { status: 500, body: { message: 'Database is busy' } } })
    fireEvent.change(box, { target: { value: 'Hello?' } })
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }))
    expect((box as HTMLTextAreaElement).value).toBe('Hello?')
    expect(screen.getByRole('alert').textContent).toBe('Database is busy')
  })

  it('mounts only the rows in view of a 10,000-message conversation', async () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins })
    await test.signIn()
    const base = Date.parse('2026-11-01T00:00:00Z')
    act(() => {
      for (let index = 0; index < 10_000; index++) {
        test.engine.messages.upsert(test.message({ _id: `m${index}`, clientId: TEST_SITE_ID, message: `Message ${index}`, createdAt: new Date(base + index * 60_000).toISOString() }))
      }
      test.engine.ui.open()
    })
    const { container } = show(test)
    const rows = container.querySelectorAll('.vw-row')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(60)
  })

  it('is disabled unless the settings allow all actions', () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins, settings: { allowedAllActions: false } })
    show(test)
    const toggle = screen.getByRole('button', { name: 'Chat is not available right now' })
    fireEvent.click(toggle)
    expect(screen.queryByRole('region')).toBeNull()
  })
})
