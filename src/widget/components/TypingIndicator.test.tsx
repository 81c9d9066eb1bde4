// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOCKET_EVENTS } from '../../../contract/chat'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID } from '../../engine/testing'
import { REMOTE_TYPING_TIMEOUT_MS } from '../../engine/typing-store'
import { TypingIndicator } from './TypingIndicator'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function signedIn() {
  const test = createTestEngine({ site: { clientId: TEST_SITE_ID } })
  await test.signIn()
  act(() => test.sockets.last!.connect())
  render(
    <EngineProvider engine={test.engine}>
      <TypingIndicator />
    </EngineProvider>,
  )
  return test
}

describe('the typing indicator', () => {
  it('shows while the business types, and goes when its message arrives', async () => {
    const test = await signedIn()
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    act(() => test.sockets.last!.serverEmit(SOCKET_EVENTS.typing, { clientId: TEST_SITE_ID, typing: true }))
    expect(status.textContent).toBe('Typing...')
    act(() =>
      test.sockets.last!.serverEmit(
        SOCKET_EVENTS.message,
        test.message({ sender: 'system', message: 'Yes, we deliver to Kota' }),
      ),
    )
    expect(status.textContent).toBe('')
  })

  it("ignores another site's typing, stops when told, and does not stay on forever", async () => {
    const test = await signedIn()
    const status = screen.getByRole('status')
    act(() => test.sockets.last!.serverEmit(SOCKET_EVENTS.typing, { clientId: 'another-site', typing: true }))
    expect(status.textContent).toBe('')
    act(() => test.sockets.last!.serverEmit(SOCKET_EVENTS.typing, { clientId: TEST_SITE_ID, typing: true }))
    act(() => test.sockets.last!.serverEmit(SOCKET_EVENTS.typing, { clientId: TEST_SITE_ID, typing: false }))
    expect(status.textContent).toBe('')

    vi.useFakeTimers()
    act(() => test.sockets.last!.serverEmit(SOCKET_EVENTS.typing, { clientId: TEST_SITE_ID, typing: true }))
    act(() => vi.advanceTimersByTime(REMOTE_TYPING_TIMEOUT_MS))
    expect(status.textContent).toBe('')
  })
})
