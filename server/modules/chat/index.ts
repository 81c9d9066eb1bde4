/**
 * The chat module's public face: posting business messages (in the caller's transaction, with their event), reading
 * messages. Other modules import this folder only through this file.
 */
export { toChatMessage, toOwnerMessage, type MessageRow } from './chat-message.js'
export { ChatService, postSystemMessage, type Recipient, type SystemMessageBody, type Typed } from './chat-service.js'
export { MessageRepository } from './message-repository.js'
export { storeWelcomeMessage } from './welcome.js'
export { componentHtmlProblems } from './component-html.js'
export { isAllowedMediaUrl, isOwnUploadUrl } from './message-rules.js'
export { MESSAGE_PAGE_SIZE } from './message-repository.js'
