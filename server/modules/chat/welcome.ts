import type { Kysely } from 'kysely'
import type { ChatMessage } from '../../../contract/chat.js'
import type { Database } from '../../db/schema.js'
import { serverText } from '../../text/server-text.js'
import { widgetHeaderTitle } from '../auth/site-name.js'
import type { Site } from '../site/site-repository.js'
import { toChatMessage } from './chat-message.js'
import { MessageRepository } from './message-repository.js'

/** The greeting of a new customer, named after the widget title (`locales/en/server.json` `chat.welcome`). */
export function welcomeText(site: Site): string {
  const headerTitle = widgetHeaderTitle(site)
  return headerTitle ? serverText('chat.welcome', { headerTitle }) : serverText('chat.welcomeUntitled')
}

/**
 * Stores the one welcome message of a customer who has just signed in for
 * the first time (in the caller's transaction, with the customer row), and
 * answers it as the chat reads it (for the owner room, after the commit).
 */
export async function storeWelcomeMessage(db: Kysely<Database>, site: Site, customerId: string, now: Date): Promise<ChatMessage> {
  const { row } = await new MessageRepository(db).insert({
    siteId: site.id,
    customerId,
    sender: 'system',
    senderId: site.id,
    type: 'text',
    message: welcomeText(site),
    createdAt: now,
  })
  return toChatMessage(row)
}
