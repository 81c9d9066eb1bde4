import { screen, waitFor } from '@testing-library/react'

/**
 * The conversation's log once its lazily loaded list (`VirtualMessageList`) has replaced the empty log that
 * `MessageList` shows meanwhile. `findByRole('log')` alone may answer that placeholder: on a busy machine the list's
 * chunk takes long enough to load that the test then holds an element the list has already replaced.
 */
export function findConversation(): Promise<HTMLElement> {
  return waitFor(() => {
    const log = screen.getByRole('log')
    if (!log.querySelector('.vw-messages__inner')) throw new Error('the message list has not loaded yet')
    return log
  })
}
