// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SOCKET_EVENTS } from '../../../contract/chat'
import type { Topic } from '../../../contract/page'
import { prepareMotion } from '../ui/motion/testing'
import { fakeLayout, type FakeLayout } from '../../ui/testing/fake-layout'
import { findConversation } from './testing'
import { showWidget, widgetTestEngine } from './testing'

/**
 * The visitor asked for reduced motion. framer-motion reads the preference
 * once per page (as `(prefers-reduced-motion)`), so this file has the
 * preference from the start; widget-motion.test.tsx has none.
 */
function prefersReducedMotion(query: string) {
  const matches = query === '(prefers-reduced-motion: reduce)' || query === '(prefers-reduced-motion)'
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }
}

let layout: FakeLayout
beforeAll(async () => {
  vi.stubGlobal('matchMedia', prefersReducedMotion)
  layout = fakeLayout({ scroller: '.vw-messages', viewport: 480, rowHeight: () => 64 })
  await prepareMotion() // animations are not skipped: the preference alone must stop them
})
afterAll(() => {
  layout.restore()
  vi.unstubAllGlobals()
})
afterEach(cleanup)

const topics: Topic[] = [{ _id: 't1', name: 'Sweets' }]

describe('widget motion with prefers-reduced-motion: reduce', () => {
  it('opens with the panel at rest and closes with it gone at once: no movement, no exit to wait for', async () => {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    showWidget(test)
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    const panel = screen.getByRole('region', { name: 'Chat with us' })
    expect(panel.style.opacity).toBe('1')
    expect(panel.style.transform).toBe('none')

    fireEvent.click(screen.getAllByRole('button', { name: 'Close chat' }).at(-1)!)
    expect(panel.isConnected).toBe(false)
    expect(screen.queryByRole('region')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    expect(screen.getByRole('region', { name: 'Chat with us' }).style.transform).toBe('none')
  })

  it('swaps side panel views at once, shows new messages at rest, removes a dismissed snackbar at once', async () => {
    const test = widgetTestEngine({ topics })
    await test.signIn()
    act(() => test.engine.ui.open())
    showWidget(test)
    const log = await findConversation()

    test.clock.advance(1000)
    await act(async () =>
      test.sockets.last!.serverEmit(SOCKET_EVENTS.message, test.message({ _id: 'n1', message: 'Just now' })),
    )
    expect((await screen.findByText('Just now')).closest<HTMLElement>('.vw-bubble')!.style.opacity).toBe('1')

    act(() => test.engine.ui.openPanel('topic'))
    expect(log.isConnected).toBe(false)
    // The chat goes at once; the topic list (a lazy chunk) arrives when loaded.
    expect(await screen.findByRole('heading', { name: 'Choose a topic' })).toBeTruthy()

    act(() => test.engine.snackbar.show('Database is busy'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Database is busy'))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
