import type { Language } from '../../../contract/language.js'
import type { ChatMessage } from '../../../contract/chat.js'
import type { EventTransaction } from '../../events/events.js'
import { serverText } from '../../text/server-text.js'
import { widgetHeaderTitle } from '../auth/index.js'
import type { Site } from '../site/index.js'
import { postSystemMessage } from './chat-service.js'

/**
 * The greeting of a new customer, named after the widget title in their language (`locales/en/server.json`
 * `chat.welcome`).
 */
export function welcomeText(site: Site, language: Language = 'en'): string {
  const headerTitle = widgetHeaderTitle(site, language)
  return headerTitle
    ? serverText('chat.welcome', { headerTitle }, language)
    : serverText('chat.welcomeUntitled', {}, language)
}

/**
 * Stores the one welcome message of a customer who has just signed in for
 * the first time, in the sign-in's transaction (with the customer row), with
 * its `message.stored` event (the owner's inbox shows the new conversation).
 */
export function storeWelcomeMessage(
  tx: EventTransaction,
  site: Site,
  customerId: string,
  now: Date,
  language: Language = 'en',
): Promise<ChatMessage> {
  return postSystemMessage(tx, { siteId: site.id, customerId }, { message: welcomeText(site, language) }, { now })
}
