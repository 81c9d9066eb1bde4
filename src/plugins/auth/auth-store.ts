import * as t from 'io-ts'
import {
  MessageResponse,
  OTP_STATUS_PATH,
  SEND_OTP_PATH,
  VERIFY_OTP_PATH,
  VerifyOtpResponse,
} from '../../../contract/auth'
import { HttpError } from '../../client/http/http-error'
import { SignInRefused, SignInStore, type SignInStep } from '../../client/sign-in/sign-in-store'
import { codeCalls } from '../../client/sign-in/code-calls'
import type { ChatEngine } from '../../engine/chat-engine'

const WIDGET_CODE_PATHS = { send: SEND_OTP_PATH, status: OTP_STATUS_PATH }

/** A wrong code may come back as a plain `{ message }` with 200; only a full `VerifyOtpResponse` signs in. */
const VerifyAnswer = t.union([VerifyOtpResponse, MessageResponse])

/**
 * The widget's sign-in: the kernel's phone + code form (`form`, the same
 * store and rules as the owner app's) wired to the widget's calls and chat
 * states. A sent code moves the chat to `code-verification`, 'Change
 * number' back to `phone-entry`; a verified code goes to `engine.signIn`.
 */
export class AuthStore {
  readonly form: SignInStore

  constructor(private readonly engine: ChatEngine) {
    const { subdomain } = engine.site
    this.form = new SignInStore({
      ...codeCalls((path, body, codec) => engine.transport.post(path, body, codec), WIDGET_CODE_PATHS, { subdomain }),
      verify: async (phone, otp) => {
        const answer = await engine.transport.post(VERIFY_OTP_PATH, { ...phone, otp, subdomain }, VerifyAnswer)
        if (answer.message !== 'success') throw new SignInRefused('code')
        // 'success' without a full answer (no token) is a broken server, not a wrong code.
        if (!VerifyOtpResponse.is(answer)) throw new Error('verify_phone_number_otp answered success without a token')
        await engine.signIn(answer, phone)
      },
      failure: (error, step) => this.failure(error, step),
      codeSent: () => engine.codeSent(),
      numberChanged: () => engine.requestLogin(),
    })
  }

  /** Forget what was typed (logout). */
  onLogout(): void {
    this.form.reset()
  }

  /**
   * A refusal, or an answer from the server other than a 429 or a 5xx, is
   * its "no" (`sendFailed` / `invalidCode`); a 429, a 503, and a code
   * request refused for a reason of its own (not a malformed request: a
   * number no code may go to) show the server's own message, in the
   * reader's language; a
   * network or decoding failure, another 5xx, or anything thrown on our
   * side, is the exception message (`phoneFailed` / `verifyFailed`).
   */
  private failure(error: unknown, step: SignInStep): string {
    const refused = step === 'phone' ? 'auth:errors.sendFailed' : 'auth:errors.invalidCode'
    const failed = step === 'phone' ? 'auth:errors.phoneFailed' : 'auth:errors.verifyFailed'
    if (error instanceof SignInRefused) return this.engine.t(refused)
    if (error instanceof HttpError && error.answered) {
      const refusedWhy = step === 'phone' && error.status === 400 && ![undefined, 'BAD_REQUEST'].includes(error.code)
      const explained = error.status === 429 || error.status === 503 || refusedWhy
      if (explained && error.serverMessage) return error.serverMessage
      if (error.status < 500) return this.engine.t(refused)
    }
    return this.engine.t(failed)
  }
}
