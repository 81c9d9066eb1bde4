import type { ChatMessage } from '../../../contract/chat'

/**
 * A chat message as a client holds it: `pending` while its send is on the way, `local` when it never goes to the server
 * (a prompt).
 */
export type StoredMessage = ChatMessage & { pending?: boolean; local?: boolean }

/** The older-messages row: nothing under way, asking, or failed (tap to retry). */
export type OlderMessagesStatus = 'idle' | 'loading' | 'failed'
