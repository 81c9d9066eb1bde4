// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH } from '../../../contract/chat'
import { EngineProvider } from '../../engine'
import { createTestEngine, pagedMessages, TEST_SITE_ID, type TestEngine } from '../../engine/testing'
import { fakeLayout, type FakeLayout } from '../../ui/testing/fake-layout'
import { MessageList } from './MessageList'

// jsdom has no layout: a 480 px message area, day headings 36 px and messages 64 px (their estimates) unless `tall`
// says otherwise.
const VIEWPORT = 480
const tall = new Map<string, number>()
let layout: FakeLayout
beforeAll(() => {
  layout = fakeLayout({
    scroller: '.vw-messages',
    viewport: VIEWPORT,
    rowHeight: (row) =>
      row.querySelector('.vw-day') ? 36 : (tall.get(row.querySelector('.vw-bubble__text')?.textContent ?? '') ?? 64),
  })
})
afterAll(() => layout.restore())
afterEach(() => {
  cleanup()
  tall.clear()
})

const BASE = Date.parse('2026-11-01T00:00:00Z')
const at = (index: number) =>
  test.message({
    _id: `m${index}`,
    clientId: TEST_SITE_ID,
    message: `Message ${index}`,
    createdAt: new Date(BASE + index * 60_000).toISOString(),
  })
let test: TestEngine

/**
 * Settles what a browser would do in the next frames: scroll events, ResizeObserver reports, the virtualiser's scroll
 * reconciling.
 */
const frames = (count = 3) => act(() => new Promise<void>((resolve) => setTimeout(resolve, count * 20)))

async function open(count: number) {
  test = createTestEngine({ site: { clientId: TEST_SITE_ID } })
  await test.signIn()
  act(() => {
    for (let index = 0; index < count; index++) test.engine.messages.upsert(at(index))
  })
  render(
    <EngineProvider engine={test.engine}>
      <MessageList />
    </EngineProvider>,
  )
  // The list arrives lazily, with the virtualiser.
  await screen.findByText(`Message ${count - 1}`)
  await frames()
  const scroller = screen.getByRole('log')
  return { scroller, bottom: () => scroller.scrollHeight - VIEWPORT }
}

const mounted = () => [...document.querySelectorAll('.vw-bubble__text')].map((text) => text.textContent)
const send = (index: number) =>
  act(async () => {
    test.engine.messages.upsert(at(index))
  })

describe('the message list', () => {
  it('opens a 10,000-message conversation on the newest message, mounting only the rows in view', async () => {
    const { scroller, bottom } = await open(10_000)
    expect(scroller.scrollTop).toBe(bottom())
    expect(mounted()).toContain('Message 9999')
    expect(mounted()).not.toContain('Message 0')
    expect(document.querySelectorAll('.vw-row').length).toBeLessThanOrEqual(60)
  })

  it('follows a new message, and one measured taller than estimated, while the reader is at the bottom', async () => {
    const { scroller, bottom } = await open(100)
    const before = bottom()
    await send(100)
    await frames()
    expect(mounted()).toContain('Message 100')
    expect(scroller.scrollTop).toBe(bottom())
    expect(bottom()).toBe(before + 64)

    tall.set('Message 101', 200)
    await send(101)
    await frames()
    expect(bottom()).toBe(before + 64 + 200)
    expect(scroller.scrollTop).toBe(bottom())
  })

  it('follows a row at the bottom that grows (an image loading)', async () => {
    const { scroller, bottom } = await open(100)
    const before = bottom()
    tall.set('Message 99', 300)
    act(() => layout.resize(document.querySelector('.vw-row:last-child')!))
    await frames()
    expect(bottom()).toBe(before + 300 - 64)
    expect(scroller.scrollTop).toBe(bottom())
  })

  it('leaves a reader who scrolled up where they are, and moves the rows with the scroll', async () => {
    const { scroller } = await open(1000)
    scroller.scrollTop = 640
    act(() => {
      scroller.dispatchEvent(new Event('scroll'))
    })
    await frames(10) // past the virtualiser's 150 ms "still scrolling"
    expect(mounted()).toContain('Message 10')
    expect(mounted()).not.toContain('Message 999')

    await send(1000)
    await frames()
    expect(scroller.scrollTop).toBe(640)
    expect(mounted()).not.toContain('Message 1000')
  })

  it('loads older messages as the reader nears the top, keeping the message they read in place', async () => {
    test = createTestEngine({ site: { clientId: TEST_SITE_ID } })
    const paged = pagedMessages(Array.from({ length: 150 }, (_, index) => at(index)))
    let release = () => {}
    let held = Promise.resolve()
    test.transport.route(`GET ${GET_MESSAGES_PATH}`, async (request) => {
      if (request.query.before !== undefined) await held
      return paged(request)
    })
    await test.signIn()
    render(
      <EngineProvider engine={test.engine}>
        <MessageList />
      </EngineProvider>,
    )
    await screen.findByText('Message 149')
    await frames()
    const olderPages = () => test.transport.callsTo(GET_MESSAGES_PATH).filter((call) => call.query.before !== undefined)
    expect(olderPages()).toHaveLength(0)

    // Near the top, on the day heading: the virtualiser alone would keep the heading in place and let the messages
    // jump.
    held = new Promise((resolve) => (release = resolve))
    const scroller = screen.getByRole('log')
    scroller.scrollTop = 70
    act(() => {
      scroller.dispatchEvent(new Event('scroll'))
    })
    await frames(10)
    expect(olderPages()).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toBe('Loading earlier messages…')
    const fromTop = () => rowOffset('Message 100') - scroller.scrollTop
    const before = fromTop()

    await act(async () => release())
    await frames(10)
    expect(test.engine.messages.sorted).toHaveLength(100)
    expect(fromTop()).toBe(before)
    // The reader is a page below the top now: no second page until they scroll up again.
    expect(olderPages()).toHaveLength(1)

    scroller.scrollTop = 0
    act(() => {
      scroller.dispatchEvent(new Event('scroll'))
    })
    await frames(10)
    expect(olderPages()).toHaveLength(2)
    expect(test.engine.messages.sorted).toHaveLength(150)
    // The oldest page is in: at the top, the first message, and no older row.
    expect(test.engine.messages.history.hasOlder).toBe(false)
    scroller.scrollTop = 0
    act(() => {
      scroller.dispatchEvent(new Event('scroll'))
    })
    await frames(10)
    expect(mounted()).toContain('Message 0')
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull()
  })
})

/** Where the row holding `text` sits in the list (px from its top). */
function rowOffset(text: string): number {
  const row = [...document.querySelectorAll<HTMLElement>('.vw-row')].find((element) =>
    element.textContent?.includes(text),
  )
  if (!row) throw new Error(`${text} is not mounted`)
  return Number(/translateY\((-?[\d.]+)px\)/.exec(row.style.transform)?.[1])
}
