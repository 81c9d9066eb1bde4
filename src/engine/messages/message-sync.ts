import { reaction, runInAction } from 'mobx'
import { type ChatMessage, MESSAGES_READ_EVENT } from '../../../contract/chat'
import type { SocketTransport } from '../transport/socket-transport'
import type { TypingStore } from '../typing-store'
import type { UiStore } from '../ui-store'
import type { MessagesStore } from './messages-store'

/**
 * Keeps the message list in step with the server over the socket (docs/product.md, 'States and transitions').
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
 *
 * Read receipts: while the message list is on screen (widget open, chat tab,
 * no side panel, `listShown`, page not hidden), the newest business message
 * it shows is sent once as `messages-read` `{ upTo }`, so the owner sees
 * their messages read.
 */
export class MessageSync {
  private stopReceipts = () => {}

  constructor(
    private readonly messages: MessagesStore,
    private readonly ui: UiStore,
    private readonly realtime: SocketTransport,
    private readonly typing: TypingStore,
    /** The chat state shows the message list (not a state that fills the tab). */
    private readonly listShown: () => boolean,
  ) {}

  connect(customerId: string): void {
    this.stopReceipts()
    this.realtime.connect(customerId, {
      onMessage: (message) => this.receive(message),
      onReconnect: () => void this.catchUp(),
      onTyping: (event) => {
        if (event.clientId === this.messages.clientId) this.typing.businessTyping(event.typing)
      },
    })
    this.stopReceipts = this.sendReceipts()
  }

  /** Sends read receipts until the returned stop is called (see the class comment). */
  private sendReceipts(): () => void {
    const page = globalThis.document
    let sent: string | undefined
    const { ui } = this
    const shown = () =>
      ui.isOpen && ui.tab === 'chat' && !ui.panel && this.listShown() && !page?.hidden
        ? this.messages.sorted.findLast((message) => message.sender !== 'user' && !message.local)?._id
        : undefined
    // Also on the page becoming visible again, which no observable tells.
    const send = (upTo = shown()) => {
      if (upTo && upTo !== sent) this.realtime.emit(MESSAGES_READ_EVENT, { upTo: (sent = upTo) })
    }
    const visible = () => send()
    const stop = reaction(shown, send, { fireImmediately: true })
    page?.addEventListener('visibilitychange', visible)
    return () => {
      stop()
      page?.removeEventListener('visibilitychange', visible)
    }
  }

  disconnect(): void {
    this.stopReceipts()
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
