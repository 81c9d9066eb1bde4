// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_CONVERSATION_MESSAGES_PATH, OWNER_CONVERSATIONS_PATH } from '../../contract/owner-inbox'
import { ONE_COLUMN_QUERY, TWO_COLUMNS_QUERY } from './components/use-columns'
import { followOwnerHistory } from './owner-history'
import { conversationsPage, FakeOwnerServer, testConversation, testMessage } from './testing/fake-owner-server'
import { renderOwner } from './testing/render-owner'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

function phoneWindow() {
  const limits: Record<string, number> = { [ONE_COLUMN_QUERY]: 768, [TWO_COLUMNS_QUERY]: 1099 }
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: 390 <= (limits[query] ?? 0),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

function server() {
  return new FakeOwnerServer()
    .on('GET', OWNER_CONVERSATIONS_PATH, () => ({
      body: conversationsPage([
        testConversation({ customerId: 'c1', name: 'Meera', lastMessage: testMessage({ message: 'Hello' }) }),
      ]),
    }))
    .on('GET', OWNER_CONVERSATION_MESSAGES_PATH, () => ({
      body: { message: 'success', messages: [testMessage({ message: 'Hello' })], hasMore: false, nextBefore: null },
    }))
}

/** Does `step` (the browser's Back, the app's own Back button) and waits for the history to move. */
const popping = (step: () => void) =>
  act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    step()
    await popped
  })
const back = () => popping(() => history.back())

describe("the owner inbox and the phone's Back button", () => {
  it('Back from a conversation goes to the list, and the URL names the open conversation', async () => {
    phoneWindow()
    history.replaceState(null, '', '/owner')
    const { app, stop } = renderOwner({ server: server() })
    const stopHistory = followOwnerHistory(app)
    fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
    expect(await screen.findByRole('region', { name: 'Meera' })).toBeTruthy()
    await waitFor(() => expect(location.search).toBe('?conversation=c1'))

    await back()
    expect(app.pane).toBe('list')
    expect(screen.getByRole('region', { name: 'Conversations' })).toBeTruthy()
    expect(location.pathname + location.search).toBe('/owner')
    stopHistory()
    stop()
  })

  it("the app's own Back button goes back over the entry; a reload on a conversation opens it again", async () => {
    phoneWindow()
    history.replaceState(null, '', '/owner')
    const first = renderOwner({ server: server() })
    const stopFirst = followOwnerHistory(first.app)
    fireEvent.click(await screen.findByRole('button', { name: /Meera/ }))
    await waitFor(() => expect(history.state).toMatchObject({ ow: 1 }))
    await popping(() => fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' })))
    expect(history.state?.ow ?? 0).toBe(0)
    stopFirst()
    first.stop()
    cleanup()

    history.replaceState(null, '', '/owner?conversation=c1')
    const reloaded = renderOwner({ server: server() })
    const stopReloaded = followOwnerHistory(reloaded.app)
    expect(await screen.findByRole('region', { name: 'Meera' })).toBeTruthy()
    stopReloaded()
    reloaded.stop()
  })

  it('Back from a Settings screen returns to the list, its entry focused; its own Back goes back too', async () => {
    phoneWindow()
    history.replaceState(null, '', '/owner')
    const { app, stop } = renderOwner({ server: server() })
    const stopHistory = followOwnerHistory(app)
    await screen.findByRole('region', { name: 'Conversations' })
    act(() => app.selectTab('settings'))
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Delivery' }))
    await waitFor(() => expect(history.state).toMatchObject({ ow: 1 }))

    await back()
    expect(app.tab).toBe('settings')
    expect(app.settingsNav.screen).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delivery' }))

    // The screen's own Back goes back over its entry too.
    fireEvent.click(screen.getByRole('button', { name: 'Opening hours' }))
    await waitFor(() => expect(history.state).toMatchObject({ ow: 1 }))
    await popping(() => fireEvent.click(screen.getByRole('button', { name: 'Back to Settings' })))
    expect(history.state?.ow ?? 0).toBe(0)
    expect(app.settingsNav.screen).toBeNull()
    stopHistory()
    stop()
  })
})
