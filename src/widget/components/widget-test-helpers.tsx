import { act, cleanup, render, type RenderResult } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { ChatEngine } from '../../engine/chat-engine'
import { EngineProvider } from '../../engine/react'
import { fakeLayout, type FakeLayout } from '../../ui/testing/fake-layout'
import { prepareMotion } from '../ui/motion/testing'
import { Widget } from './Widget'

/**
 * Sets up a test file that renders the whole widget in jsdom, which has no layout: a 480 px message area of 64 px
 * rows (so the virtualiser has something to fill) and the motion kit loaded (`skipAnimations` for a flow across
 * views rather than their motion); with `loadFocus`, the focus helpers the widget loads lazily as it starts are
 * loaded once here, so the first test does not wait behind their transform. Undone after the file; the DOM is
 * cleaned after each test.
 *
 * @example
 * setUpWidgetTests({ skipAnimations: true, loadFocus: true })
 */
export function setUpWidgetTests({ skipAnimations = false, loadFocus = false } = {}): void {
  let layout: FakeLayout
  beforeAll(async () => {
    layout = fakeLayout({ scroller: '.vw-messages', viewport: 480, rowHeight: () => 64 })
    await prepareMotion({ skipAnimations })
    if (loadFocus) await import('../focus')
  })
  afterAll(() => layout.restore())
  afterEach(cleanup)
}

/**
 * Opens the widget of `engine` (its cart loaded first, with `loadCart`) and renders it as on a page (not full page).
 *
 * @example
 * await test.signIn()
 * await showOpenWidget(test.engine, { loadCart: true })
 */
export async function showOpenWidget(engine: ChatEngine, { loadCart = false } = {}): Promise<RenderResult> {
  if (loadCart) await act(() => engine.plugin('cart').load())
  act(() => engine.ui.open())
  return render(
    <EngineProvider engine={engine}>
      <Widget fullPage={false} />
    </EngineProvider>,
  )
}
