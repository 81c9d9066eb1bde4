import type { DayGroup, DayKey, OlderMessagesStatus, StoredMessage } from '../../engine'

/**
 * One row of the virtualised list: the older-messages row (first, while
 * older messages remain on the server), a day heading or a message.
 */
export type MessageRow =
  | { kind: 'older'; key: 'older'; status: OlderMessagesStatus }
  | { kind: 'day'; key: string; day: DayKey }
  | { kind: 'message'; key: string; message: StoredMessage }

/** Flattens day groups into rows, a heading before each day's messages; the older row first when `older` is given. */
export function messageRows(groups: readonly DayGroup<StoredMessage>[], older: OlderMessagesStatus | null = null): MessageRow[] {
  const rows: MessageRow[] = older === null ? [] : [{ kind: 'older', key: 'older', status: older }]
  for (const group of groups) {
    rows.push({ kind: 'day', key: `day:${group.date}`, day: group.day })
    for (const message of group.messages) rows.push({ kind: 'message', key: message.clientMessageId ?? message._id, message })
  }
  return rows
}

/** The key of the first message row (undefined without one). */
export function firstMessageKey(rows: readonly MessageRow[]): string | undefined {
  return rows.find((row) => row.kind === 'message')?.key
}
