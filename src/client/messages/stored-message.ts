import type { ChatMessage } from '../../../contract/chat'
import type { TranslateValues } from '../i18n-keys'

/**
 * A chat message as a client holds it: `pending` while its send is on the way, `local` when it never goes to the server
 * (a prompt of the widget's own). A local message's `message` is a translation key, with its `values`, turned into
 * text when it is drawn, so it reads in whatever language the reader is in now, not the one it was written in.
 */
export type StoredMessage = ChatMessage & {
  pending?: boolean
  local?: boolean
  values?: TranslateValues
}

/** The older-messages row: nothing under way, asking, or failed (tap to retry). */
export type OlderMessagesStatus = 'idle' | 'loading' | 'failed'
