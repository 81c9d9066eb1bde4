import type { FastifyInstance, FastifyRequest } from 'fastify'
import { OtpDeliveryStatusBody, type OtpDeliveryStatus } from '../../../contract/otp-delivery-status.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import type { Site } from '../site/index.js'
import type { OtpService } from './otp-service.js'

/**
 * Registers a delivery status call at `url`: `{ deliveryId }` (the id the code request answered with) to the code's
 * channel and status, which the sign-in form asks every few seconds while it waits, to learn of a late WhatsApp
 * failure and the SMS that followed it. The code is looked up on the caller's site (`siteOf`: the widget's host or
 * subdomain, the owner's host, the sign-up's platform site); another site's id is 404.
 *
 * @example
 * codeStatusRoute(app, otp, OWNER_OTP_STATUS_PATH, (request) =>
 *   app.auth.siteFor(undefined, request.headers.host))
 */
export function codeStatusRoute(
  app: FastifyInstance,
  otp: OtpService,
  url: string,
  siteOf: (request: FastifyRequest, body: OtpDeliveryStatusBody) => Promise<Site>,
): void {
  route(
    app,
    { method: 'POST', url, body: OtpDeliveryStatusBody },
    async ({ body, request }): Promise<OtpDeliveryStatus> => {
      const status = await otp.deliveryStatus(await siteOf(request, body), body.deliveryId)
      if (!status) throw new HttpError(404, 'No such code', 'NOT_FOUND')
      return status
    },
  )
}
