import { describe, expect, it } from 'vitest'
import { ChatFlow } from './chat-flow'
import { formatDayLabel } from '../client/messages/day-label'

describe('ChatFlow', () => {
  it('runs the normal sign-in path', () => {
    const flow = new ChatFlow(() => false)
    expect(flow.state).toBe('initial')
    flow.signedOut()
    expect(flow.state).toBe('phone-entry')
    flow.codeSent()
    expect(flow.state).toBe('code-verification')
    expect(flow.signedIn()).toBeNull()
    expect(flow.state).toBe('chat-active')
  })

  it('only leaves topic selection by choosing a topic', () => {
    const flow = new ChatFlow(() => true)
    flow.signedIn()
    expect(flow.state).toBe('topic-selection')
    flow.topicChosen()
    expect(flow.state).toBe('chat-active')
    flow.goTo('direct-buy')
    flow.topicChosen()
    expect(flow.state).toBe('direct-buy')
  })

  it('hands back a pending source once, instead of topics', () => {
    const flow = new ChatFlow(() => true)
    flow.setPendingSource('send_enquiry_request')
    flow.signedOut('send-enquiry-request')
    expect(flow.state).toBe('send-enquiry-request')
    flow.requestLogin()
    expect(flow.signedIn()).toBe('send_enquiry_request')
    expect(flow.state).toBe('chat-active')
    expect(flow.pendingSource).toBeNull()
  })

  it('a restored session goes straight to the chat; logout forgets the pending source', () => {
    const flow = new ChatFlow(() => true)
    expect(flow.restored()).toBeNull()
    expect(flow.state).toBe('chat-active')
    flow.setPendingSource('direct_buy')
    flow.loggedOut()
    expect([flow.state, flow.pendingSource]).toEqual(['phone-entry', null])
  })
})

describe('formatDayLabel', () => {
  const t = (key: string) => (key === 'widget:chat.today' ? 'Today' : 'Yesterday')
  it('names today and yesterday, and writes other days in full', () => {
    expect(formatDayLabel('today', t)).toBe('Today')
    expect(formatDayLabel('yesterday', t)).toBe('Yesterday')
    expect(formatDayLabel('2026-11-20', t)).toBe('Friday, 20 November 2026')
  })
})
