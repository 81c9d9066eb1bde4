import type { ChatEngineOptions } from './engine-options'
import { MessageSync } from './messages/message-sync'
import { MessagesStore } from './messages/messages-store'
import { openWidgetSocket } from './transport/widget-socket'
import type { CustomerHttpClient } from '../client/http/customer-token-policy'
import type { ChatFlow } from './chat-flow'
import type { TranslateValues, WidgetKey } from './i18n'
import type { PluginRegistry } from './plugin-registry'
import type { SessionStore } from './session/session-store'
import type { SnackbarStore } from './snackbar-store'
import type { WidgetSocket } from './transport/widget-socket'
import type { TypingStore } from './typing-store'
import type { UiStore } from './ui-store'

/** What of the engine its messaging uses (the engine itself; named here so this file does not import it). */
export interface MessagingHost {
  readonly transport: CustomerHttpClient
  readonly now: () => number
  readonly newId: () => string
  readonly session: SessionStore
  readonly snackbar: SnackbarStore
  readonly ui: UiStore
  readonly realtime: WidgetSocket
  readonly typing: TypingStore
  readonly site: { subdomain: string }
  readonly registry: PluginRegistry
  readonly flow: ChatFlow
  t(key: WidgetKey, values?: TranslateValues): string
}

/**
 * The engine's messages and their live sync: the messages store (sending as the signed-in customer, failures on the
 * snackbar) and the socket that keeps it current for the signed-in customer.
 */
export function createMessaging(
  engine: MessagingHost,
  options: Pick<ChatEngineOptions, 'socket' | 'site'>,
): { messages: MessagesStore; sync: MessageSync } {
  const messages = new MessagesStore(
    {
      transport: engine.transport,
      now: engine.now,
      newId: engine.newId,
      customerId: () => engine.session.customerId,
      accountType: () => engine.session.current?.customerData.accountType ?? null,
      showError: (message) => engine.snackbar.show(message),
      sendFailedText: () => engine.t('widget:errors.sendMessage'),
    },
    options.site.clientId ?? null,
  )
  const sync = new MessageSync(
    messages,
    engine.ui,
    engine.realtime,
    engine.typing,
    () => !engine.registry.fillsTab(engine.flow.state),
    (customerId) =>
      openWidgetSocket(
        engine.realtime,
        options.socket,
        engine.transport.policy.tokens,
        engine.site.subdomain,
        customerId,
        () => engine.transport.policy.renew(engine.transport),
      ),
  )
  return { messages, sync }
}
