/**
 * The auth module's public face: customers, their sign-in state, the sign-in calls and the one OTP service.
 * Other modules import this folder only through this file.
 */
export { AuthError } from './auth-error.js'
export { CUSTOMER_ACCOUNT_TYPE, CustomerRepository, type Customer } from './customer-repository.js'
export type { OtpService } from './otp-service.js'
export { normalisePhone } from './phone.js'
export { default as authRoutes, createOtpService, type AuthRoutesOptions } from './routes.js'
export type { Welcome } from './otp-routes.js'
export { answerCodeSend } from './send-code.js'
export { assertSignedIn, signedInSql, type SignInClaim, type SignInState } from './sign-in-check.js'
export { siteName, widgetHeaderTitle } from './site-name.js'
export { ACCESS_TOKEN_MAX_AGE_SECONDS, AccessTokens, TOKEN_ISSUER } from './access-token.js'
export { verifiedSignIn, type VerifiedSignIn } from './verified-sign-in.js'
export { OtpDeliveries, type ProviderDeliveryStats } from './otp-deliveries.js'
export { codeStatusRoute } from './code-status-route.js'
