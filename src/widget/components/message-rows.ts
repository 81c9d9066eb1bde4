import type { DayGroup, DayKey, StoredMessage } from '../../engine'

/** One row of the virtualised list: a day heading or a message. */
export type MessageRow = { kind: 'day'; key: string; day: DayKey } | { kind: 'message'; key: string; message: StoredMessage }

/** Flattens day groups into rows, a heading before each day's messages. */
export function messageRows(groups: readonly DayGroup<StoredMessage>[]): MessageRow[] {
  const rows: MessageRow[] = []
  for (const group of groups) {
    rows.push({ kind: 'day', key: `day:${group.date}`, day: group.day })
    for (const message of group.messages) rows.push({ kind: 'message', key: message.clientMessageId ?? message._id, message })
  }
  return rows
}
