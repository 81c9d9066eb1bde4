// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Topic } from '../../../contract/page'
import { ChatStateOutlet, PanelOutlet } from '../../engine/outlets'
import { definePlugin } from '../../engine/plugin'
import { EngineProvider } from '../../engine/react'
import { createTestEngine, TEST_CUSTOMER } from '../../engine/testing/test-engine'
import { Composer } from '../../widget/components/Composer'
import { topicsPlugin } from './index'

afterEach(cleanup)

const topics: Topic[] = [
  { _id: 't1', name: 'Sweets', description: 'Festive boxes', price: 499 },
  { _id: 't2', name: 'Catering' },
]
const verified = { message: 'success', customerId: TEST_CUSTOMER._id, token: 't', customerData: TEST_CUSTOMER }
const catalogue = definePlugin({
  id: 'catalogue',
  setup: () => ({}),
  panels: { catalogue: { component: () => <p>catalogue</p>, back: 'topic' } },
})

describe('topics plugin', () => {
  it("titles the list with the owner's topicHeaderTitle, else 'Choose a topic'", () => {
    expect(createTestEngine({ plugins: [topicsPlugin], settings: { topics } }).engine.plugin('topics').title).toBe(
      'Choose a topic',
    )
    expect(
      createTestEngine({
        plugins: [topicsPlugin],
        settings: { topics, topicHeaderTitle: 'What do you need?' },
      }).engine.plugin('topics').title,
    ).toBe('What do you need?')
  })

  it('after sign-in, choosing a topic records it and opens the chat', async () => {
    const { engine } = createTestEngine({ plugins: [topicsPlugin], settings: { topics } })
    await engine.start()
    await engine.signIn(verified, { phoneNumber: '9999999999', countryCode: '+91' })
    render(
      <EngineProvider engine={engine}>
        <ChatStateOutlet fallback={<p>chat</p>} />
      </EngineProvider>,
    )
    // The topic list is a lazy chunk: it arrives a moment after the state.
    expect(await screen.findByRole('heading', { name: 'Choose a topic' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Sweets.*Festive boxes.*₹499\.00/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Catering/ }))
    expect(engine.plugin('topics').selectedTopic?._id).toBe('t2')
    expect(engine.state).toBe('chat-active')
    expect(screen.getByText('chat')).toBeTruthy()
  })

  it('the topic panel moves on to the catalogue when a plugin draws it, and Back returns', async () => {
    const { engine } = createTestEngine({ plugins: [topicsPlugin, catalogue], settings: { topics } })
    engine.ui.openPanel('topic')
    render(
      <EngineProvider engine={engine}>
        <PanelOutlet />
      </EngineProvider>,
    )
    fireEvent.click(await screen.findByRole('button', { name: /Sweets/ }))
    expect(engine.plugin('topics').selectedTopic?.name).toBe('Sweets')
    expect(screen.getByText('catalogue')).toBeTruthy()
    act(() => engine.ui.back())
    expect(engine.ui.panel).toBe('topic')
    expect(screen.getByRole('heading', { name: 'Choose a topic' })).toBeTruthy()
  })

  it('forgets the chosen topic on logout', async () => {
    const { engine } = createTestEngine({ plugins: [topicsPlugin], settings: { topics } })
    await engine.start()
    await engine.signIn(verified, { phoneNumber: '9999999999', countryCode: '+91' })
    engine.plugin('topics').choose(topics[0]!)
    await engine.logout()
    expect(engine.plugin('topics').selectedTopic).toBeNull()
    expect(
      createTestEngine({ plugins: [topicsPlugin], settings: { topics } }).engine.plugin('topics').selectedTopic,
    ).toBeNull()
  })

  it('a returning customer keeps the chosen topic after a reload, and can change it from the chat', async () => {
    const first = createTestEngine({ plugins: [topicsPlugin], settings: { topics } })
    await first.engine.start()
    await first.engine.signIn(verified, { phoneNumber: '9999999999', countryCode: '+91' })
    first.engine.plugin('topics').choose(topics[0]!)

    // The reload: a new engine over the same storage, restoring the session.
    const reloaded = createTestEngine({ plugins: [topicsPlugin], settings: { topics } })
    for (const key of ['chatSelectedTopic']) reloaded.storage.setItem(key, first.storage.getItem(key)!)
    await reloaded.signIn()
    const { engine } = reloaded
    expect(engine.state).toBe('chat-active')
    render(
      <EngineProvider engine={engine}>
        <ChatStateOutlet fallback={<Composer />} />
      </EngineProvider>,
    )
    expect(screen.getByText('Topic: Sweets')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change topic (Sweets)' }))
    expect(engine.state).toBe('topic-selection')
    expect(await screen.findByRole('button', { name: /Sweets/, pressed: true })).toBeTruthy()
    // 'Back to chat' keeps the topic; choosing another one changes it.
    fireEvent.click(screen.getByRole('button', { name: 'Back to chat' }))
    expect(engine.state).toBe('chat-active')
    fireEvent.click(screen.getByRole('button', { name: 'Change topic (Sweets)' }))
    fireEvent.click(screen.getByRole('button', { name: /Catering/ }))
    expect(engine.state).toBe('chat-active')
    expect(screen.getByText('Topic: Catering')).toBeTruthy()
  })

  it("offers 'Choose a topic' above the message box when none is chosen, nothing if there are none", async () => {
    const withTopics = createTestEngine({ plugins: [topicsPlugin], settings: { topics } })
    await withTopics.signIn()
    const { unmount } = render(
      <EngineProvider engine={withTopics.engine}>
        <Composer />
      </EngineProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Choose a topic' }))
    expect(withTopics.engine.state).toBe('topic-selection')
    unmount()

    const without = createTestEngine({ plugins: [topicsPlugin] })
    await without.signIn()
    render(
      <EngineProvider engine={without.engine}>
        <Composer />
      </EngineProvider>,
    )
    expect(screen.queryByRole('button', { name: 'Choose a topic' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy()
  })
})
