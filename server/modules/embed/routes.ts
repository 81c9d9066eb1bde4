import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  EMBED_IDENTIFY_PATH,
  EMBED_LOADER_PATH,
  IdentifyBody,
  MAX_EMBED_ORIGINS,
  OWNER_EMBED_PATH,
  OWNER_EMBED_SECRET_PATH,
  SaveEmbedBody,
  type EmbedSettingsResponse,
} from '../../../contract/embed.js'
import type { VerifyOtpResponse } from '../../../contract/auth.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { ownerPost, route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { verifiedSignIn, type Welcome } from '../auth/index.js'
import type { Site } from '../site/index.js'
import { EmbedSettingsService, type EmbedSettings } from './embed-settings.js'
import embedFrameRoutes from './frame-routes.js'
import { identifyPhone } from './identify-token.js'

export interface EmbedRoutesOptions {
  /** Greets a customer whose account identify made (the chat's welcome message). */
  welcome: Welcome
  /** The build (`dist/`): the loader and the iframe's page. */
  distDir: string
  /** Serve the iframe page's assets (`/embed-assets/`) from the build. */
  serveAssets: boolean
}

/**
 * The widget on other websites (docs/embedding.md): the loader and the iframe's page (`frame-routes.ts`), the
 * owner's embed settings, and identify: a customer signed in by a token the host website's server signed with the
 * site's identify secret, without a one-time code. Needs the `auth`, `events`, `pages` and `gateways` (the secret
 * box) plugins.
 */
export default async function embedRoutes(app: FastifyInstance, { welcome, distDir, serveAssets }: EmbedRoutesOptions) {
  const settings = new EmbedSettingsService({ db: app.db, secretBox: app.secretBox })
  const signIn = verifiedSignIn(app, welcome)
  await app.register(embedFrameRoutes, { settings, distDir, serveAssets })

  const answer = (site: Site, request: FastifyRequest, read: EmbedSettings): EmbedSettingsResponse => ({
    message: 'success',
    origins: read.origins,
    secret: read.secret,
    subdomain: site.subdomain,
    loaderUrl: `${request.protocol}://${request.host}${EMBED_LOADER_PATH}`,
  })

  route(app, { method: 'GET', url: OWNER_EMBED_PATH, auth: 'owner' }, async ({ ownerSite, request }) =>
    answer(ownerSite, request, await settings.read(ownerSite.id)),
  )

  ownerPost(app, OWNER_EMBED_PATH, SaveEmbedBody, async ({ ownerSite, request, body }) => {
    if (body.origins.length > MAX_EMBED_ORIGINS) {
      const message = `at most ${MAX_EMBED_ORIGINS} origins`
      throw new DecodeError([{ path: 'body.origins', message }])
    }
    return answer(ownerSite, request, await settings.saveOrigins(ownerSite.id, body.origins))
  })

  route(app, { method: 'POST', url: OWNER_EMBED_SECRET_PATH, auth: 'owner' }, async ({ ownerSite, request }) => {
    await settings.renewSecret(ownerSite.id)
    return answer(ownerSite, request, await settings.read(ownerSite.id))
  })

  route(
    app,
    { method: 'POST', url: EMBED_IDENTIFY_PATH, body: IdentifyBody },
    async ({ body, request, reply }): Promise<VerifyOtpResponse> => {
      const site = await app.tenancy.siteForHost(request.headers.host)
      if (!site) throw new HttpError(404, 'Not found', 'NOT_FOUND')
      const secret = await settings.secret(site.id)
      if (secret === null) throw new HttpError(401, serverText('embed.noSecret'), 'IDENTIFY_INVALID')
      const phone = await identifyPhone(body.token, { secret, subdomain: site.subdomain })
      return signIn(request, reply, site, phone)
    },
  )
}
