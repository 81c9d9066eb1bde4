import type { Language } from '../../../contract/language.js'
import { serverText } from '../../text/server-text.js'

/**
 * The quick replies a shop starts with, in the owner's language: a greeting, how to pay, delivery, and an order's
 * thanks (`/hello`, `/pay`, `/delivery`, `/thanks`), their placeholders filled in the composer.
 */
export function starterReplies(language: Language): { shortcut: string; text: string }[] {
  return [
    { shortcut: 'hello', text: serverText('quickReplies.starterHello', {}, language) },
    { shortcut: 'pay', text: serverText('quickReplies.starterPay', {}, language) },
    { shortcut: 'delivery', text: serverText('quickReplies.starterDelivery', {}, language) },
    { shortcut: 'thanks', text: serverText('quickReplies.starterThanks', {}, language) },
  ]
}
