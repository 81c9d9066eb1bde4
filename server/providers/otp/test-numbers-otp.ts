import { fullNumber, type OtpRecipient, type OtpSender, type OtpSent } from './otp-sender.js'

/**
 * Numbers from `OTP_TEST_NUMBERS` sign in with their fixed code and nothing
 * is sent (demo number, automated tests, store reviewers). Every other rule
 * (expiry, attempts, rate limits) still applies to them.
 */
export class TestNumbersOtp implements OtpSender {
  constructor(private readonly numbers: ReadonlyMap<string, string>) {}

  /** The fixed code of a test number, or undefined for a real one. */
  fixedCode(to: OtpRecipient): string | undefined {
    return this.numbers.get(fullNumber(to))
  }

  async send(): Promise<OtpSent> {
    return { provider: 'test', channel: null, messageId: null }
  }
}
