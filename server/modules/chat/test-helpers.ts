import { SEND_MESSAGE_PATH } from '../../../contract/chat.js'
import type { TestApp } from '../../test/app.js'
import type { SignedIn } from '../auth/test-helpers.js'

/**
 * The widget's send call: `who` posts `message` to their own chat, with `extra` body fields; `headers` go over the
 * customer's authorization (a `host` picks the site).
 *
 * @example
 * const response = await sendMessage(ctx.app, alice, 'Is the thali on?', { headers: { host: 'acme.localhost' } })
 */
export function sendMessage(
  app: TestApp,
  who: SignedIn,
  message = 'hi',
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: SEND_MESSAGE_PATH,
    headers: { authorization: who.authorization, ...options.headers },
    payload: { senderId: who.customerId, customerId: who.customerId, message, ...options.extra },
  })
}

/**
 * How many of `who`'s chat messages there are from `sender` ('user': what they sent) or, with `like`, whose text
 * matches that SQL pattern.
 */
export async function messageCount(app: TestApp, who: SignedIn, which: { sender?: 'user'; like?: string }) {
  let query = app.db.selectFrom('messages').select('id').where('customerId', '=', who.customerId)
  if (which.sender) query = query.where('sender', '=', which.sender)
  if (which.like) query = query.where('message', 'like', which.like)
  return (await query.execute()).length
}
