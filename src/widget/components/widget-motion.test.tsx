// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SOCKET_EVENTS } from '../../../contract/chat'
import type { Topic } from '../../../contract/page'
import { findConversation } from './testing'
import { showWidget, widgetTestEngine } from './testing'
import { setUpWidgetTests } from './widget-test-helpers'

// Motion allowed (no reduced-motion preference, animations not skipped): the exits really play, in jsdom's frames.
setUpWidgetTests()

const topics: Topic[] = [{ _id: 't1', name: 'Sweets' }]

/** Each bubble's opacity as it was when it entered the DOM (before any animation frame). */
function bubblesAsMounted() {
  const seen = new Map<string, string>()
  const observer = new MutationObserver(() => {
    for (const bubble of document.querySelectorAll<HTMLElement>('.vw-bubble .vw-bubble__text')) {
      const text = bubble.textContent ?? ''
      if (!seen.has(text)) seen.set(text, bubble.closest<HTMLElement>('.vw-bubble')!.style.opacity)
    }
  })
  observer.observe(document.body, { subtree: true, childList: true })
  return { opacity: (text: string) => seen.get(text), stop: () => observer.disconnect() }
}

describe('widget motion', () => {
  it('the panel rises in when opened; closing keeps it mounted while it animates out, then removes it', async () => {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    showWidget(test)
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    const panel = screen.getByRole('region', { name: 'Chat with us' })
    expect(Number(panel.style.opacity)).toBeLessThan(1) // it starts from below, transparent
    await waitFor(() => expect(panel.style.opacity).toBe('1'))

    fireEvent.click(screen.getAllByRole('button', { name: 'Close chat' }).at(-1)!) // the toggle
    expect(screen.getByRole('button', { name: 'Open chat' }).getAttribute('aria-expanded')).toBe('false')
    expect(panel.isConnected).toBe(true) // leaving, not gone
    await waitFor(() => expect(Number(panel.style.opacity)).toBeLessThan(1))
    await waitFor(() => expect(panel.isConnected).toBe(false))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('a side panel view replaces the chat after it slid out, and Back brings the chat back the same way', async () => {
    const test = widgetTestEngine({ topics })
    await test.signIn()
    act(() => test.engine.ui.open())
    showWidget(test)
    const log = await findConversation()
    // The chat leaves first (mode "wait"): the panel never shows while the chat is still there. Watched on every change
    // of the page, since how soon the chat's exit ends depends on the machine's frames.
    let together = false
    const watch = new MutationObserver(() => {
      if (log.isConnected && screen.queryByRole('heading', { name: 'Choose a topic' })) together = true
    })
    watch.observe(document.body, { subtree: true, childList: true })
    act(() => test.engine.ui.openPanel('topic'))
    expect(await screen.findByRole('heading', { name: 'Choose a topic' })).toBeTruthy()
    watch.disconnect()
    expect(log.isConnected).toBe(false)
    expect(together).toBe(false)

    act(() => test.engine.ui.back())
    expect(screen.getByRole('heading', { name: 'Choose a topic' })).toBeTruthy()
    expect(await screen.findByRole('log')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Choose a topic' })).toBeNull()
  })

  it('animates a message that arrives while the list is open, never the history it opened on', async () => {
    const test = widgetTestEngine()
    await test.signIn()
    act(() => {
      for (let index = 0; index < 3; index++) {
        test.engine.messages.upsert(
          test.message({
            _id: `h${index}`,
            message: `History ${index}`,
            createdAt: new Date(test.clock.now() - (3 - index) * 60_000).toISOString(),
          }),
        )
      }
      test.engine.ui.open()
    })
    showWidget(test)
    const history = (await screen.findByText('History 2')).closest<HTMLElement>('.vw-bubble')!
    expect(history.getAttribute('style')).toBeNull() // drawn at rest, no motion values at all

    const mounted = bubblesAsMounted()
    test.clock.advance(1000)
    await act(async () =>
      test.sockets.last!.serverEmit(SOCKET_EVENTS.message, test.message({ _id: 'n1', message: 'Just now' })),
    )
    const arrived = (await screen.findByText('Just now')).closest<HTMLElement>('.vw-bubble')!
    expect(Number(mounted.opacity('Just now'))).toBeLessThan(1) // it came in from below, transparent
    await waitFor(() => expect(arrived.style.opacity).toBe('1'))
    expect(screen.getByText('History 2').closest('.vw-bubble')!.getAttribute('style')).toBeNull()
    mounted.stop()
  })

  it('the snackbar rises in and, when dismissed, drops out before it is removed', async () => {
    const test = widgetTestEngine()
    await act(() => test.engine.start())
    showWidget(test)
    act(() => test.engine.snackbar.show('Database is busy'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Database is busy'))
    const snackbar = screen.getByRole('alert').closest<HTMLElement>('.snackbar')!
    await waitFor(() => expect(snackbar.style.opacity).toBe('1'))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(snackbar.isConnected).toBe(true)
    await waitFor(() => expect(snackbar.isConnected).toBe(false))
  })
})
