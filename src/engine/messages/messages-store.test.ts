import { describe, expect, it, vi } from 'vitest'
import { SEND_MESSAGE_PATH, SEND_QUICK_REPLY_PATH } from '../../../contract/chat'
import { createTestEngine } from '../testing/test-engine'
import { groupByDay, localDate } from '../../client/messages/day-groups'

const DAY = 24 * 60 * 60 * 1000
const at = (ms: number) => new Date(ms).toISOString()
/** Local noon, so "a second ago" is today in every time zone. */
const NOON = new Date(2026, 10, 22, 12, 0, 0).getTime()

describe('groupByDay', () => {
  it('names today and yesterday, and gives older days their date', () => {
    const now = NOON
    const messages = [at(now - 3 * DAY), at(now - 3 * DAY + 1000), at(now - DAY), at(now - 1000), at(now)].map(
      (createdAt, index) => ({ id: index, createdAt }),
    )
    const groups = groupByDay(messages, (message) => Date.parse(message.createdAt), now)
    expect(groups.map((group) => [group.day, group.messages.map((message) => message.id)])).toEqual([
      [localDate(now - 3 * DAY), [0, 1]],
      ['yesterday', [2]],
      ['today', [3, 4]],
    ])
    expect(groups[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('splits at local midnight', () => {
    const midnight = new Date(2026, 10, 22, 0, 0, 0).getTime()
    const groups = groupByDay(
      [{ t: at(midnight - 1) }, { t: at(midnight) }],
      (message) => Date.parse(message.t),
      midnight + 1000,
    )
    expect(groups.map((group) => group.day)).toEqual(['yesterday', 'today'])
  })
})

describe('MessagesStore', () => {
  it('update-or-insert: the same _id twice is one row, the later one wins; sorted by time', async () => {
    const harness = createTestEngine()
    harness.clock.set(NOON)
    const { messages } = harness.engine
    expect(messages.upsert(harness.message({ _id: 'b', createdAt: at(NOON) }))).toBe(true)
    expect(messages.upsert(harness.message({ _id: 'a', createdAt: at(NOON - 1000) }))).toBe(true)
    expect(messages.upsert(harness.message({ _id: 'b', createdAt: at(NOON), message: 'edited' }))).toBe(false)
    expect(messages.sorted.map((message) => [message._id, message.message])).toEqual([
      ['a', 'Hello'],
      ['b', 'edited'],
    ])
    expect(messages.groupedByDay.map((group) => [group.day, group.messages.length])).toEqual([['today', 2]])
  })

  it('hides messages meant for another account type', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    harness.engine.messages.upsert(harness.message({ _id: 'mine', messageView: 'customer' }))
    harness.engine.messages.upsert(harness.message({ _id: 'staff', messageView: 'staff' }))
    expect(harness.engine.messages.sorted.map((message) => message._id)).toEqual(['mine'])
  })

  it('sends: a pending row at once, replaced by the server row with the same clientMessageId', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const echo = vi.fn(async (request: { body: unknown }) => {
      await gate
      const body = request.body as { message: string; clientMessageId: string }
      return {
        body: {
          message: 'success',
          newMessage: harness.message({
            _id: 'srv-1',
            sender: 'user',
            senderId: 'cust-1',
            message: body.message,
            clientMessageId: body.clientMessageId,
          }),
        },
      }
    })
    harness.transport.route(`POST ${SEND_MESSAGE_PATH}`, echo)
    const sending = harness.engine.messages.send({ message: '  Is the 500 g jar back?  ' })
    expect(harness.engine.messages.sorted.map((message) => [message._id, message.message, message.pending])).toEqual([
      ['pending:client-1', 'Is the 500 g jar back?', true],
    ])
    release()
    await expect(sending).resolves.toBe(true)
    expect(harness.engine.messages.sorted.map((message) => [message._id, message.pending])).toEqual([
      ['srv-1', undefined],
    ])
    expect(harness.transport.callsTo(SEND_MESSAGE_PATH)[0]!.body).toEqual({
      senderId: 'cust-1',
      customerId: 'cust-1',
      message: 'Is the 500 g jar back?',
      type: 'text',
      clientMessageId: 'client-1',
    })
  })

  it('the socket echo arriving before the answer still leaves one row', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    await harness.engine.messages.send({ message: 'Hi' })
    const row = harness.engine.messages.sorted[0]!
    harness.engine.messages.upsert({ ...row })
    expect(harness.engine.messages.byId.size).toBe(1)
  })

  it('refuses blank text and sending while signed out', async () => {
    const harness = createTestEngine()
    await expect(harness.engine.messages.send({ message: 'Hi' })).resolves.toBe(false)
    await harness.signIn()
    await expect(harness.engine.messages.send({ message: '   ' })).resolves.toBe(false)
    expect(harness.transport.callsTo(SEND_MESSAGE_PATH)).toHaveLength(0)
  })

  it.each([
    ['the server message', { status: 400, body: { message: 'Message too long' } }, 'Message too long'],
    ["'Error sending message.' without one", { status: 502 }, 'Error sending message.'],
  ])('a failed send drops the pending row and shows %s', async (_case, answer, shown) => {
    const harness = createTestEngine({ routes: { [`POST ${SEND_MESSAGE_PATH}`]: answer } })
    await harness.signIn()
    await expect(harness.engine.messages.send({ message: 'Hi' })).resolves.toBe(false)
    expect(harness.engine.messages.byId.size).toBe(0)
    expect(harness.engine.snackbar.current).toMatchObject({ message: shown, severity: 'error' })
  })

  it('sends a quick reply on its own path', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    await harness.engine.messages.send({ message: 'Yes' }, { quickReply: true })
    expect(harness.transport.callsTo(SEND_QUICK_REPLY_PATH)).toHaveLength(1)
    expect(harness.engine.messages.sorted).toHaveLength(1)
  })
})
