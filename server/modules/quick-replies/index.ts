import type { FastifyInstance } from 'fastify'
import {
  MAX_QUICK_REPLIES,
  OWNER_QUICK_REPLIES_PATH,
  OWNER_QUICK_REPLY_DELETE_PATH,
  OWNER_QUICK_REPLY_SAVE_PATH,
  QuickReplyIdBody,
  SaveQuickReplyBody,
  type OwnerQuickRepliesResponse,
  type SaveQuickReplyResponse,
} from '../../../contract/owner-quick-replies.js'
import { HttpError } from '../../http/errors.js'
import { requestLanguage } from '../../http/request-language.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { storedHours, storedPayments, storedProfile } from '../settings/index.js'
import { hoursSummary } from './hours-summary.js'
import { QuickReplyRepository, type QuickReplyTables } from './quick-reply-repository.js'
import { starterReplies } from './starters.js'

const taken = (shortcut: string, language: Parameters<typeof serverText>[2]) =>
  new HttpError(409, serverText('quickReplies.taken', { shortcut }, language), 'CONFLICT', [
    { path: 'body.shortcut', message: serverText('quickReplies.taken', { shortcut }, language) },
  ])

/**
 * Quick replies: the owner's saved answers (contract/owner-quick-replies.ts). A site's first list gives it the
 * starter replies of its kind of business in the owner's language, once. The site is the caller's, never the payload's.
 */
export default async function quickReplyRoutes(app: FastifyInstance) {
  const replies = new QuickReplyRepository(app.db.withTables<QuickReplyTables>())

  route(
    app,
    { method: 'GET', url: OWNER_QUICK_REPLIES_PATH, auth: 'owner' },
    async ({ ownerSite, request }): Promise<OwnerQuickRepliesResponse> => {
      const language = requestLanguage(request, ownerSite.defaultLanguage)
      await replies.giveStarters(ownerSite.id, starterReplies(language, storedProfile(ownerSite).businessKind ?? null))
      const upiId = storedPayments(ownerSite).manual.upiId?.trim()
      const hours = hoursSummary(storedHours(ownerSite), language)
      return { quickReplies: await replies.list(ownerSite.id), upiId: upiId || null, hours }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_QUICK_REPLY_SAVE_PATH, auth: 'owner', body: SaveQuickReplyBody },
    async ({ body, ownerSite, request }): Promise<SaveQuickReplyResponse> => {
      const language = requestLanguage(request, ownerSite.defaultLanguage)
      const reply = { shortcut: body.shortcut, text: body.text }
      if (body._id === undefined) {
        if ((await replies.count(ownerSite.id)) >= MAX_QUICK_REPLIES)
          throw new HttpError(409, serverText('quickReplies.tooMany', { max: MAX_QUICK_REPLIES }, language), 'CONFLICT')
        const added = await replies.insert(ownerSite.id, reply)
        if (!added) throw taken(body.shortcut, language)
        return { quickReply: added }
      }
      const changed = await replies.update(ownerSite.id, body._id, reply)
      if (changed === 'taken') throw taken(body.shortcut, language)
      if (changed === 'missing')
        throw new HttpError(404, serverText('quickReplies.notFound', {}, language), 'NOT_FOUND')
      return { quickReply: changed }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_QUICK_REPLY_DELETE_PATH, auth: 'owner', body: QuickReplyIdBody },
    async ({ body, ownerSite, request }) => {
      if (!(await replies.delete(ownerSite.id, body._id)))
        throw new HttpError(
          404,
          serverText('quickReplies.notFound', {}, requestLanguage(request, ownerSite.defaultLanguage)),
          'NOT_FOUND',
        )
      return { message: 'success' }
    },
  )
}
