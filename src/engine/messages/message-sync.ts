import { runInAction } from 'mobx'
import type { ChatMessage } from '../../../contract/chat'
import type { SocketTransport } from '../transport/socket-transport'
import type { TypingStore } from '../typing-store'
import type { UiStore } from '../ui-store'
import type { MessagesStore } from './messages-store'

/**
 * Keeps the message list in step with the server over the socket (§4).
 *
 * Site id (`clientId`): the page data carries no site id, so the engine takes
 * `site.clientId` when given and otherwise learns it from the first message
 * the server returns (`get_chat_messages` and send answers are scoped to this
 * site by the server). Until it is known, a socket message is not trusted: it
 * only triggers a catch-up fetch, whose answer is this site's by
 * construction. Once known, socket messages with another clientId are ignored.
 *
 * New business messages (not `sender: 'user'`) count as unread while the
 * widget is closed; history loaded at sign-in does not.
 */
export class MessageSync {
  constructor(
    private readonly messages: MessagesStore,
    private readonly ui: UiStore,
    private readonly realtime: SocketTransport,
    private readonly typing: TypingStore,
  ) {}

  connect(customerId: string): void {
    this.realtime.connect(customerId, {
      onMessage: (message) => this.receive(message),
      onReconnect: () => void this.catchUp(),
      onTyping: (event) => {
        if (event.clientId === this.messages.clientId) this.typing.businessTyping(event.typing)
      },
    })
  }

  disconnect(): void {
    this.realtime.disconnect()
    this.typing.businessTyping(false)
  }

  receive(message: ChatMessage): void {
    if (this.messages.clientId === null) {
      void this.catchUp()
      return
    }
    if (message.clientId !== this.messages.clientId) return
    runInAction(() => {
      if (this.messages.upsert(message) && message.sender !== 'user') this.ui.noteIncoming()
      // The business sent what it was typing.
      if (message.sender !== 'user') this.typing.businessTyping(false)
    })
  }

  /** After a reconnect (or an untrusted socket message): fetch what is newer than the newest row. */
  async catchUp(): Promise<void> {
    try {
      const fresh = await this.messages.load(this.messages.latestCreatedAt ?? undefined)
      const fromBusiness = fresh.filter((message) => message.sender !== 'user').length
      if (fromBusiness > 0) runInAction(() => this.ui.noteIncoming(fromBusiness))
    } catch (error) {
      console.warn('Vitrine chat: catching up failed', error)
    }
  }
}
