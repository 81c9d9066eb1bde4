import type { FastifyInstance } from 'fastify'
import {
  OWNER_EMAIL_SETTINGS_PATH,
  OwnerEmailSettings,
  type OwnerEmailSettingsResponse,
} from '../../../contract/owner-email.js'
import { HttpError } from '../../http/errors.js'
import { requestLanguage } from '../../http/request-language.js'
import { route } from '../../http/route.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { EmailRepository } from './email-repository.js'

/** A person's call: the owner key (automation) has no address or choices. */
function signedInOwner(owner: RequestOwner | null): RequestOwner {
  if (!owner) throw new HttpError(403, serverText('auth.forbidden'), 'FORBIDDEN')
  return owner
}

/**
 * The signed-in owner's e-mail choices (contract/owner-email.ts): the site
 * and the owner come from the session cookie, never the body; saving keeps
 * the owner app's language too (their e-mails are written in it);
 * `configured` says whether this installation sends e-mail at all.
 */
export default async function emailRoutes(app: FastifyInstance, options: { configured: boolean }) {
  const repository = new EmailRepository(app.db)
  const answer = (settings: OwnerEmailSettings): OwnerEmailSettingsResponse => ({
    ...settings,
    configured: options.configured,
  })

  route(app, { method: 'GET', url: OWNER_EMAIL_SETTINGS_PATH, auth: 'owner' }, async ({ ownerSite, owner }) =>
    answer(await repository.settings(ownerSite.id, signedInOwner(owner).id)),
  )
  route(
    app,
    { method: 'PUT', url: OWNER_EMAIL_SETTINGS_PATH, auth: 'owner', body: OwnerEmailSettings },
    async ({ body, ownerSite, owner, request }) => {
      const settings = { address: body.address, newOrders: body.newOrders, dailyDigest: body.dailyDigest }
      // The e-mails are written in the language the owner app is in when they save (the page's rule).
      const language = requestLanguage(request, ownerSite.defaultLanguage)
      await repository.save(ownerSite.id, signedInOwner(owner).id, settings, language)
      return answer(settings)
    },
  )
}
