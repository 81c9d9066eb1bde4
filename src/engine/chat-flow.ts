import { makeAutoObservable } from 'mobx'
import type { ChatState, Source } from './names'

/**
 * The chat state machine, without side effects: the engine performs
 * the calls and asks this store where to go next.
 *
 * ```
 * initial ─start─▶ phone-entry ─codeSent─▶ code-verification ─signedIn─▶ topic-selection ─topicChosen─▶ chat-active
 *    │  (source, signed out) ─▶ source.loggedOut ─requestLogin─▶ phone-entry    └─(no topics)─────────────▶ chat-active
 *    └─restored─▶ chat-active                      signedIn with a pending source ─▶ chat-active, then source.run
 * logout / terminal auth failure ─▶ phone-entry (from anywhere)
 * ```
 */
export class ChatFlow {
  state: ChatState = 'initial'
  /** A `source` that arrived signed out; it runs after sign-in instead of the normal next state. */
  pendingSource: Source | null = null

  constructor(private readonly hasTopics: () => boolean) {
    makeAutoObservable<ChatFlow, 'hasTopics'>(this, { hasTopics: false })
  }

  /** Any state; for plugins that own one (direct-buy, send-enquiry-request, ...). */
  goTo(state: ChatState): void {
    this.state = state
  }

  setPendingSource(source: Source | null): void {
    this.pendingSource = source
  }

  /** Signed out: the state a pending source asks for, or phone entry. */
  signedOut(loggedOutState: ChatState = 'phone-entry'): void {
    this.state = loggedOutState
  }

  codeSent(): void {
    this.state = 'code-verification'
  }

  /** "Change number" on the code screen, or "Login" on a signed-out source screen. */
  requestLogin(): void {
    this.state = 'phone-entry'
  }

  /**
   * After a successful code: the pending source (returned, and cleared) with
   * the chat active underneath, else topic selection when the site has topics,
   * else the chat.
   */
  signedIn(): Source | null {
    const source = this.pendingSource
    this.pendingSource = null
    this.state = source || !this.hasTopics() ? 'chat-active' : 'topic-selection'
    return source
  }

  /** A stored session was accepted: straight to the chat (and the pending source, if any). */
  restored(): Source | null {
    const source = this.pendingSource
    this.pendingSource = null
    this.state = 'chat-active'
    return source
  }

  topicChosen(): void {
    if (this.state === 'topic-selection') this.state = 'chat-active'
  }

  /** Logout or a terminal auth failure. */
  loggedOut(): void {
    this.pendingSource = null
    this.state = 'phone-entry'
  }
}
