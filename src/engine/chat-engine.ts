import type { i18n } from 'i18next'
import * as t from 'io-ts'
import { action, computed, type IReactionDisposer, makeObservable, reaction, runInAction } from 'mobx'
import { LOGOUT_PATH, SESSION_LIFETIME_MS, type VerifyOtpResponse } from '../../contract/auth'
import { ChatFlow } from './chat-flow'
import { createWidgetI18n, translate, type TranslateValues, type WidgetKey } from './i18n'
import { createMessaging } from './engine-messaging'
import type { ChatEngineOptions, SiteInfo } from './engine-options'
import type { MessageSync } from './messages/message-sync'
import type { MessagesStore } from './messages/messages-store'
import type { ChatState, Source } from './names'
import type { PluginStores } from './plugin'
import { PluginRegistry } from './plugin-registry'
import { restoreSession } from './session/restore-session'
import { SessionStore } from './session/session-store'
import { safeStorage, STORAGE_KEYS, type StorageLike } from './session/storage'
import { SnackbarStore } from './snackbar-store'
import type { CustomerHttpClient } from '../client/http/customer-token-policy'
import { createWidgetSocket, type WidgetSocket } from './transport/widget-socket'
import { TypingStore } from './typing-store'
import { UiStore } from './ui-store'

declare module './plugin' {
  interface PluginHost {
    engine: ChatEngine
  }
}

/** The phone-entry prompt's message id (a local system message). */
export type { ChatEngineOptions, SiteInfo } from './engine-options'

export const PHONE_PROMPT_ID = 'local:phone-prompt'

/**
 * The chat widget's root store. It owns the chat state machine (`flow`), the
 * UI state (`ui`), the signed-in customer (`session`), the messages, the
 * snackbar and the typing indicator, talks to the server through the HTTP and
 * socket transports, and builds the plugin stores in dependency order. It
 * imports no plugin: the composition root hands it the list.
 *
 * Realtime sync and the site id (`clientId`) rule: see `MessageSync`.
 *
 * @example
 * const socket = socketIoFactory()
 * const engine = new ChatEngine({ site, transport, socket, storage: localStorage, plugins, navigate })
 * await engine.start({ source: new URLSearchParams(location.search).get('source') })
 */
export class ChatEngine {
  readonly site: SiteInfo
  readonly transport: CustomerHttpClient
  /** Never throws (see `safeStorage`). */
  readonly storage: StorageLike
  /** `storage` as given, throwing on quota or privacy errors, for code that falls back on failure (the local cart). */
  readonly rawStorage: StorageLike
  readonly fallbackStorage: StorageLike | null
  readonly registry: PluginRegistry
  readonly i18n: i18n
  readonly flow: ChatFlow
  readonly ui: UiStore
  readonly session: SessionStore
  readonly messages: MessagesStore
  readonly snackbar = new SnackbarStore()
  readonly typing = new TypingStore()
  /**
   * The decoded socket event bus; plugins listen to their own events with `realtime.subscribe(event, codec, listener)`.
   */
  readonly realtime: WidgetSocket
  readonly sync: MessageSync
  readonly now: () => number
  /** A fresh unique id (`crypto.randomUUID()` unless the options give one): pending messages, idempotency keys. */
  readonly newId: () => string
  private readonly navigateTo: (path: string) => void
  private readonly disposers: IReactionDisposer[] = []
  private started = false
  // Set when a terminal auth failure has been handled, so parallel failures log out once; reset on sign-in.
  private authLost = false

  constructor(options: ChatEngineOptions) {
    this.site = options.site
    this.transport = options.transport
    this.rawStorage = options.storage
    this.storage = safeStorage(options.storage)
    this.fallbackStorage = options.fallbackStorage ?? null
    this.now = options.now ?? Date.now
    this.navigateTo = options.navigate
    this.registry = new PluginRegistry(options.plugins)
    this.i18n = options.i18n ?? createWidgetI18n(this.registry.ordered)
    this.flow = new ChatFlow(() => this.site.settings.topics.length > 0)
    this.ui = new UiStore(this.storage, this.registry)
    this.session = new SessionStore(this.storage, this.site.hostname, options.sessionCrypto)
    this.realtime = createWidgetSocket()
    this.newId = options.newId ?? (() => globalThis.crypto.randomUUID())
    ;({ messages: this.messages, sync: this.sync } = createMessaging(this, options))
    makeObservable(this, {
      state: computed,
      isLoggedIn: computed,
      goTo: action,
      topicChosen: action,
      codeSent: action,
      requestLogin: action,
      loginFor: action,
    })
    this.transport.policy.onTerminalAuth((message) => this.handleAuthLost(message))
    // The phone-entry state always shows its prompt (docs/product.md, 'States and transitions').
    this.disposers.push(
      reaction(
        () => this.flow.state,
        (state) => {
          if (state === 'phone-entry') this.messages.showLocal(PHONE_PROMPT_ID, 'widget:chat.phonePrompt')
        },
      ),
    )
    this.registry.buildStores(this)
  }

  get state(): ChatState {
    return this.flow.state
  }

  get isLoggedIn(): boolean {
    return this.session.isLoggedIn
  }

  /**
   * Widget actions are enabled only when the site's settings allow them; otherwise the shell shows the widget disabled.
   */
  get actionsAllowed(): boolean {
    return this.site.settings.allowedAllActions
  }

  /** A plugin's public store, typed through `PluginStores`. */
  plugin<K extends keyof PluginStores & string>(id: K): PluginStores[K] {
    return this.registry.store(id) as PluginStores[K]
  }

  /** Resolves a widget or plugin string: `engine.t('widget:chat.send')`, `engine.t('auth:errors.invalidCode')`. */
  t(key: WidgetKey, values?: TranslateValues): string {
    return translate(this.i18n, key, values)
  }

  navigate(path: string): void {
    this.navigateTo(path)
  }

  /**
   * Restores a stored session (docs/product.md, 'States and transitions') and connects, or shows phone entry. A
   * `source` query value (docs/product.md, 'Screens and routes') runs at once when signed in; signed out, the
   * chat shows that source's logged-out state and the source waits for
   * sign-in. A deep link's `item` (a slug) is handed to that source's
   * `linkItem` first. Calling it again does nothing.
   */
  async start(options: { source?: string | null; item?: string | null } = {}): Promise<void> {
    if (this.started) return
    this.started = true
    const source = this.registry.sourceNamed(options.source)
    if (source && options.item) this.registry.source(source)?.linkItem?.(this, options.item)
    this.flow.setPendingSource(source)
    const session = await restoreSession({
      session: this.session,
      transport: this.transport,
      hostname: this.site.hostname,
      subdomain: this.site.subdomain,
      now: this.now(),
    })
    if (session) await this.enterChat(() => this.flow.restored())
    else runInAction(() => this.flow.signedOut(source ? this.registry.source(source)?.loggedOut : undefined))
  }

  /** A source arriving while the widget runs (the URL changed). */
  async openSource(source: Source): Promise<void> {
    const handler = this.registry.source(source)
    if (!handler) return
    if (this.isLoggedIn) {
      runInAction(() => this.flow.goTo('chat-active'))
      await handler.run(this)
    } else {
      runInAction(() => {
        this.flow.setPendingSource(source)
        this.flow.signedOut(handler.loggedOut)
      })
    }
  }

  goTo(state: ChatState): void {
    this.flow.goTo(state)
  }

  codeSent(): void {
    this.flow.codeSent()
  }

  requestLogin(): void {
    this.flow.requestLogin()
  }

  /**
   * 'Login' on a signed-out screen of a source (the cart's Proceed to Checkout, 'Login to complete your purchase'):
   * phone entry, then `source` runs after sign-in.
   */
  loginFor(source: Source): void {
    this.ui.closePanel()
    this.flow.setPendingSource(source)
    this.flow.requestLogin()
  }

  topicChosen(): void {
    this.flow.topicChosen()
  }

  /**
   * The verify answer was a success: store the token and the encrypted
   * session (10 days), then enter the chat (pending source, topics or chat).
   */
  async signIn(answer: VerifyOtpResponse, phone: { phoneNumber: string; countryCode: string }): Promise<void> {
    this.transport.policy.tokens.set(answer.token)
    await this.session.save({
      customerId: answer.customerId,
      phoneNumber: phone.phoneNumber,
      countryCode: phone.countryCode,
      hostname: this.site.hostname,
      expiresAt: this.now() + SESSION_LIFETIME_MS,
      customerData: answer.customerData,
    })
    await this.enterChat(() => this.flow.signedIn())
  }

  /** Logout: tell the server, forget the customer locally, back to phone entry, go to /logout. */
  async logout(): Promise<void> {
    // Sent first, so it still carries the token; a 401 here must not start a refresh or a second logout.
    const told = this.transport
      .request({ method: 'POST', path: LOGOUT_PATH, body: {}, codec: t.unknown, authRecovery: false })
      .catch(() => undefined)
    this.storage.removeItem(STORAGE_KEYS.chatWidgetOpened)
    this.endSession()
    this.navigate('/logout')
    await told
  }

  dispose(): void {
    this.sync.disconnect()
    for (const dispose of this.disposers) dispose()
    this.snackbar.dispose()
    this.typing.dispose()
    for (const store of this.registry.lifecycles()) store.dispose?.()
  }

  /**
   * Signed in (fresh or restored): next state at once, then socket, messages
   * and the plugins' `onLogin` side by side, then the pending source (after
   * `onLogin`, so e.g. a merged cart is there). A failing plugin hook or
   * source is logged; it does not undo the sign-in.
   */
  private async enterChat(next: () => Source | null): Promise<void> {
    const session = this.session.current
    if (!session) return
    this.authLost = false
    const source = runInAction(() => {
      this.messages.clearLocal()
      return next()
    })
    this.sync.connect(session.customerId)
    await Promise.all([
      this.messages.load().catch((error: unknown) => console.warn('Vitrine chat: loading messages failed', error)),
      this.registry.runLogin(),
    ])
    if (!source) return
    try {
      await this.registry.source(source)?.run(this)
    } catch (error) {
      console.error(`Vitrine chat: source "${source}" failed`, error)
    }
  }

  /** A terminal 401, a failed refresh or a 401 after refresh. */
  private handleAuthLost(message: string | undefined): void {
    if (this.authLost) return
    this.authLost = true
    this.snackbar.show(message ?? this.t('widget:errors.sessionExpired'))
    this.endSession()
    this.navigate('/logout')
  }

  private endSession(): void {
    this.sync.disconnect()
    this.transport.policy.tokens.clear()
    runInAction(() => {
      this.session.clear()
      this.messages.clear()
      this.ui.reset()
      this.flow.loggedOut()
    })
    this.registry.runLogout()
  }
}
