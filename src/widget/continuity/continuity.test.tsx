// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET_CART_PATH } from '../../../contract/cart'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID, type TestEngine } from '../../engine/testing'
import { prepareMotion } from '../ui/motion/testing'
import { Widget } from '../components/Widget'
import { widgetPlugins } from '../plugins'
import { keepContinuity } from '.'
import { WIDGET_STATE_KEY } from './session-state'
import { WIDGET_HISTORY_KEY } from './widget-history'

// Flows across views, not their motion: views swap at once.
beforeAll(() => prepareMotion({ skipAnimations: true }))
afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

const step = () => (history.state as Record<string, number> | null)?.[WIDGET_HISTORY_KEY] ?? 0
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))

async function widget(signedIn = true): Promise<TestEngine & { stop: () => void }> {
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    settings: { headerTitle: 'Kesar Kitchen' },
    routes: { [`GET ${GET_CART_PATH}`]: () => ({ body: { message: 'success', data: [] } }) },
  })
  // Opened before: no first-visit opening in these tests.
  test.storage.setItem('chatWidgetOpened', 'true')
  const { container } = render(
    <EngineProvider engine={test.engine}>
      <Widget fullPage={false} />
    </EngineProvider>,
  )
  const stop = keepContinuity(test.engine, container, false)
  if (signedIn) await act(() => test.signIn())
  else await act(() => test.engine.start())
  return { ...test, stop }
}

describe("the widget's continuity", () => {
  it('Back steps back inside the widget as its own Back arrows do, then closes it, and the page stays', async () => {
    const test = await widget()
    const { ui } = test.engine
    act(() => ui.open())
    await waitFor(() => expect(step()).toBe(1))
    act(() => ui.openPanel('cartSummary'))
    await waitFor(() => expect(step()).toBe(2))
    expect(await screen.findByRole('heading', { name: /Your Cart/ })).toBeTruthy()

    await act(async () => {
      const pop = popped()
      history.back()
      await pop
    })
    // The cart's Back arrow leads to the catalogue (and on, as each panel declares), still inside the widget.
    expect(ui.panel).not.toBe('cartSummary')
    expect(ui.isOpen).toBe(true)
    for (let presses = 0; ui.isOpen && presses < 6; presses++) {
      expect(step()).toBeGreaterThan(0)
      await act(async () => {
        const pop = popped()
        history.back()
        await pop
      })
    }
    expect(ui.isOpen).toBe(false)
    expect(step()).toBe(0)
    test.stop()
  })

  it("closing by the widget's own button goes back over the entries it added", async () => {
    const test = await widget()
    const { ui } = test.engine
    act(() => ui.open())
    act(() => ui.openPanel('cartSummary'))
    await waitFor(() => expect(step()).toBe(2))
    const panel = screen.getByRole('region', { name: 'Kesar Kitchen' })
    await act(async () => {
      const pop = popped()
      fireEvent.click(within(panel).getByRole('button', { name: 'Close chat' }))
      await pop
    })
    expect(step()).toBe(0)
    test.stop()
  })

  it('a reload finds the chat open on the cart, and the half-typed message back in its box', async () => {
    const first = await widget()
    act(() => first.engine.ui.open())
    const box = await screen.findByRole('textbox', { name: 'Message' })
    fireEvent.input(box, { target: { value: 'Half a mess' } })
    fireEvent.change(box, { target: { value: 'Half a message' } })
    act(() => first.engine.ui.openPanel('cartSummary'))
    await waitFor(() => expect(sessionStorage.getItem(WIDGET_STATE_KEY)).toContain('"cart":true'))
    first.stop()
    cleanup()

    const reloaded = await widget()
    await waitFor(() => expect(reloaded.engine.ui.panel).toBe('cartSummary'))
    expect(reloaded.engine.ui.isOpen).toBe(true)
    act(() => reloaded.engine.ui.closePanel())
    const restored = await screen.findByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(restored).toHaveProperty('value', 'Half a message'))
    reloaded.stop()
  })

  it('keeps a half-typed phone number, and sign-out forgets everything', async () => {
    const test = await widget(false)
    act(() => test.engine.ui.open())
    const phone = await screen.findByRole('textbox', { name: 'Phone number' })
    fireEvent.change(phone, { target: { value: '98765' } })
    await waitFor(() => expect(sessionStorage.getItem(WIDGET_STATE_KEY)).toContain('98765'))
    test.stop()
    cleanup()

    const signedIn = await widget()
    await waitFor(() => expect(signedIn.engine.ui.isOpen).toBe(true))
    await act(() => signedIn.engine.logout())
    expect(sessionStorage.getItem(WIDGET_STATE_KEY)).toBeNull()
    signedIn.stop()
  })
})
