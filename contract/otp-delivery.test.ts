import { describe, expect, it } from 'vitest'
import { CHAT_WIDGET_PREFIX } from './auth'
import { OWNER_AUTH_PREFIX } from './owner-auth'
import { OTP_DELIVERY_STATUS_PATHS } from './otp-delivery'
import { SIGNUP_PREFIX } from './signup'

describe('the delivery status paths', () => {
  it('live under the widget, the owner sign-in and the sign-up prefixes', () => {
    expect(OTP_DELIVERY_STATUS_PATHS.customer.startsWith(`${CHAT_WIDGET_PREFIX}/`)).toBe(true)
    expect(OTP_DELIVERY_STATUS_PATHS.owner.startsWith(`${OWNER_AUTH_PREFIX}/`)).toBe(true)
    expect(OTP_DELIVERY_STATUS_PATHS.signup.startsWith(`${SIGNUP_PREFIX}/`)).toBe(true)
  })
})
