import type { DayGroup, DayKey } from '../../client/messages/day-groups'
import type { OlderMessagesStatus, StoredMessage } from '../../client/messages/stored-message'

/**
 * One row of the virtualised list: the older-messages row (first, while
 * older messages remain on the server), a day heading or a message. `M` is
 * the list's message type (the owner inbox's carry their read state).
 */
export type MessageRow<M extends StoredMessage = StoredMessage> =
  | { kind: 'older'; key: 'older'; status: OlderMessagesStatus }
  | { kind: 'day'; key: string; day: DayKey }
  | { kind: 'message'; key: string; message: M }

/** Flattens day groups into rows, a heading before each day's messages; the older row first when `older` is given. */
export function messageRows<M extends StoredMessage>(
  groups: readonly DayGroup<M>[],
  older: OlderMessagesStatus | null = null,
): MessageRow<M>[] {
  const rows: MessageRow<M>[] = older === null ? [] : [{ kind: 'older', key: 'older', status: older }]
  for (const group of groups) {
    rows.push({ kind: 'day', key: `day:${group.date}`, day: group.day })
    for (const message of group.messages)
      rows.push({ kind: 'message', key: message.clientMessageId ?? message._id, message })
  }
  return rows
}

/** The key of the first message row (undefined without one). */
export function firstMessageKey(rows: readonly MessageRow[]): string | undefined {
  return rows.find((row) => row.kind === 'message')?.key
}
