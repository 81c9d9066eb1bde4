// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Topic } from '../../../contract/page'
import { ChatStateOutlet, PanelOutlet } from '../../engine/outlets'
import { definePlugin } from '../../engine/plugin'
import { EngineProvider } from '../../engine/react'
import { createTestEngine, TEST_CUSTOMER } from '../../engine/testing/test-engine'
import { topicsPlugin } from './index'

afterEach(cleanup)

const topics: Topic[] = [
  { _id: 't1', name: 'Sweets', description: 'Festive boxes', price: 499 },
  { _id: 't2', name: 'Catering' },
]
const verified = { message: 'success', customerId: TEST_CUSTOMER._id, token: 't', customerData: TEST_CUSTOMER }
const catalogue = definePlugin({ id: 'catalogue', setup: () => ({}), panels: { catalogue: () => <p>catalogue</p> } })

describe('topics plugin', () => {
  it("titles the list with the owner's topicHeaderTitle, else 'Choose a topic'", () => {
    expect(createTestEngine({ plugins: [topicsPlugin], settings: { topics } }).engine.plugin('topics').title).toBe('Choose a topic')
    expect(createTestEngine({ plugins: [topicsPlugin], settings: { topics, topicHeaderTitle: 'What do you need?' } }).engine.plugin('topics').title).toBe(
      'What do you need?',
    )
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
    expect(screen.getByRole('heading', { name: 'Choose a topic' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Sweets.*Festive boxes.*₹499\.00/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Catering/ }))
    expect(engine.plugin('topics').selectedTopic?._id).toBe('t2')
    expect(engine.state).toBe('chat-active')
    expect(screen.getByText('chat')).toBeTruthy()
  })

  it('the topic panel moves on to the catalogue when a plugin draws it, and Back returns', () => {
    const { engine } = createTestEngine({ plugins: [topicsPlugin, catalogue], settings: { topics } })
    engine.ui.openPanel('topic')
    render(
      <EngineProvider engine={engine}>
        <PanelOutlet />
      </EngineProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: /Sweets/ }))
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
  })
})
