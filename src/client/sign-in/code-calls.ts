import * as t from 'io-ts'
import { SendOtpAnswer } from '../../../contract/otp-delivery'
import { SignInRefused, type SignInCalls } from './sign-in-store'

/** An HTTP client's `post` (the kernel's `HttpClient`, the widget's transport). */
type Post = <A>(path: string, body: unknown, codec: t.Type<A, unknown, unknown>) => Promise<A>

/**
 * The code request and its status call, the same for the widget, the owner app and the sign-up: the request names
 * the channel 'Resend code' chose, and its answer (`SendOtpAnswer`) tells the form how the code went; an answer
 * other than 'success' is a refusal. `extra` goes with both calls (the widget's `subdomain`).
 *
 * @example
 * const calls = codeCalls((path, body, codec) => api.post(path, body, codec),
 *   { send: OWNER_SEND_OTP_PATH, status: OWNER_OTP_STATUS_PATH })
 */
export function codeCalls(
  post: Post,
  paths: { send: string; status: string },
  extra: Record<string, string> = {},
): Pick<SignInCalls, 'sendCode' | 'deliveryStatus'> {
  return {
    sendCode: async (phone, channel) => {
      // An unnamed channel (undefined) leaves the JSON body.
      const answer = await post(paths.send, { ...phone, ...extra, channel }, SendOtpAnswer)
      if (answer.message !== 'success') throw new SignInRefused('phone')
      return answer
    },
    // Decoded by the delivery watch, which the form loads once a code was sent.
    deliveryStatus: (deliveryId) => post(paths.status, { deliveryId, ...extra }, t.unknown),
  }
}
