import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CHAT_WIDGET_PREFIX } from './auth'
import { Order } from './orders'
import { Text } from './text'

/** Payment calls (signed-in customers; the `customerId` must be the token's). */
export const PAYMENT_INTEGRATION_PATH = `${CHAT_WIDGET_PREFIX}/get_payment_integration_data`
export const INIT_PAYMENT_PATH = `${CHAT_WIDGET_PREFIX}/init_order_payment_session`
export const VERIFY_PAYMENT_PATH = `${CHAT_WIDGET_PREFIX}/verify_order_payment`
/** The customer says they paid by UPI, QR or phone: the reference (UTR) and maybe a screenshot; the owner confirms. */
export const REPORT_MANUAL_PAYMENT_PATH = `${CHAT_WIDGET_PREFIX}/report_manual_payment`
/** Gateway events (Razorpay's webhook shape, `X-Razorpay-Signature`), per site. */
export const PAYMENT_WEBHOOK_PATH = '/business_website/payment_webhook/:subdomain'
/** The offline sandbox's checkout script: the browser contract of Razorpay's checkout.js. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout.js'
/**
 * The sandbox's test dialog reports Success or Failure here; `dropWebhook` keeps its webhook back (to test the
 * reconciler).
 */
export const SANDBOX_PAY_PATH = '/sandbox/pay'
/** Owner: a reported manual payment is confirmed; the milestone turns Paid. */
export const OWNER_CONFIRM_PAYMENT_PATH = '/business_website/owner/orders/confirm_payment'

/** Gateways a site may select (`payment.selectedGatewayId` of the widget settings). */
export const GatewayId = t.keyof({ manual: null, sandbox: null, razorpay: null }, 'GatewayId')
export type GatewayId = t.TypeOf<typeof GatewayId>

const optionalText = nullable(Text)

/** Manual payment details; a method is offered only when its detail is there. */
export const ManualDetails = t.partial(
  {
    qrCode: optionalText,
    qrCodeAccountName: optionalText,
    upiId: optionalText,
    upiAccountName: optionalText,
    phoneNumber: optionalText,
    phoneNumberAccountName: optionalText,
  },
  'ManualDetails',
)
export type ManualDetails = t.TypeOf<typeof ManualDetails>

const subdomain = t.partial({ subdomain: Text })

export const PaymentIntegrationQuery = t.intersection(
  [t.type({ gatewayId: Text, customerId: Text }), subdomain],
  'PaymentIntegrationQuery',
)

/**
 * Payment integration data: how this site takes payment. Never carries a
 * secret (key secret, webhook secret): those stay on the server.
 *
 * @example
 * { type: 'online', name: 'Sandbox', config: { testMode: true },
 *   manualDetails: { upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' } }
 */
export const PaymentIntegration = t.type(
  {
    type: t.keyof({ manual: null, online: null }),
    name: Text,
    config: t.type({ testMode: t.boolean }),
    manualDetails: ManualDetails,
  },
  'PaymentIntegration',
)
export type PaymentIntegration = t.TypeOf<typeof PaymentIntegration>
export const PaymentIntegrationResponse = answer({ data: PaymentIntegration }, 'PaymentIntegrationResponse')
export type PaymentIntegrationResponse = t.TypeOf<typeof PaymentIntegrationResponse>

/** `orderId`: the order's `_id`. The amount is the first Pending milestone's, read on the server. */
export const InitPaymentBody = t.intersection(
  [t.type({ gatewayId: Text, customerId: Text, orderId: Text }), subdomain],
  'InitPaymentBody',
)
export type InitPaymentBody = t.TypeOf<typeof InitPaymentBody>

/** The gateway init response: what the checkout script is opened with. `amount` in paise (the gateway's unit). */
export const GatewayInit = t.type(
  {
    keyId: Text,
    amount: t.number,
    currency: t.literal('INR'),
    businessName: Text,
    order_id: Text,
    paymentAttemptId: Text,
    checkoutScript: Text,
  },
  'GatewayInit',
)
export type GatewayInit = t.TypeOf<typeof GatewayInit>
export const InitPaymentResponse = answer({ data: GatewayInit }, 'InitPaymentResponse')
export type InitPaymentResponse = t.TypeOf<typeof InitPaymentResponse>

/** What the checkout's `handler` receives, with our attempt. */
export const VerifyPaymentBody = t.type(
  { razorpay_payment_id: Text, razorpay_order_id: Text, razorpay_signature: Text, paymentAttemptId: Text },
  'VerifyPaymentBody',
)
export type VerifyPaymentBody = t.TypeOf<typeof VerifyPaymentBody>
/** A verified payment answers the order as it is now (its milestone Paid). */
export const VerifyPaymentResponse = answer({ data: Order }, 'VerifyPaymentResponse')

/**
 * Body the sandbox checkout script sends when Success or Failure is pressed.
 *
 * @example
 * { key_id: 'rzp_test_sandbox', order_id: 'order_sbx1a2b3c', outcome: 'success', dropWebhook: false }
 */
export const SandboxPayBody = t.intersection(
  [
    t.type({ key_id: Text, order_id: Text, outcome: t.keyof({ success: null, failure: null }) }),
    t.partial({ dropWebhook: t.boolean }),
  ],
  'SandboxPayBody',
)
export type SandboxPayBody = t.TypeOf<typeof SandboxPayBody>

/** A UPI reference (UTR): 6 to 30 letters or digits. */
export const PaymentReference = new t.Type<string, string, unknown>(
  'PaymentReference',
  (input): input is string => typeof input === 'string' && /^[A-Za-z0-9]{6,30}$/.test(input),
  (input, context) =>
    typeof input === 'string' && /^[A-Za-z0-9]{6,30}$/.test(input.trim())
      ? t.success(input.trim())
      : t.failure(input, context, 'Please enter the payment reference (UTR).'),
  t.identity,
)

export const ReportManualPaymentBody = t.intersection(
  [
    t.type({ customerId: Text, orderId: Text, reference: PaymentReference }),
    t.partial({ screenshotUrl: optionalText, subdomain: Text }),
  ],
  'ReportManualPaymentBody',
)
export type ReportManualPaymentBody = t.TypeOf<typeof ReportManualPaymentBody>
export const ReportManualPaymentResponse = answer({ data: Order }, 'ReportManualPaymentResponse')

export const OwnerConfirmPaymentBody = t.type({ orderId: Text, milestoneId: Text }, 'OwnerConfirmPaymentBody')

/**
 * The UPI deep link (INR; `tn` names the order), which UPI apps open
 * and the QR code carries.
 *
 * @example
 * upiLink({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' }, 393.9, 'KK-1001')
 * // 'upi://pay?pa=kesarkitchen%40upi&pn=Kesar+Kitchen&am=393.90&cu=INR&tn=KK-1001'
 */
export function upiLink(
  details: Pick<ManualDetails, 'upiId' | 'upiAccountName'>,
  amountRupees: number,
  orderId: string,
): string | null {
  if (!details.upiId) return null
  const query = new URLSearchParams({
    pa: details.upiId,
    pn: details.upiAccountName ?? '',
    am: amountRupees.toFixed(2),
    cu: 'INR',
    tn: orderId,
  })
  return `upi://pay?${query.toString()}`
}

/** Answer of `OWNER_CONFIRM_PAYMENT_PATH`: the order as it is now (the milestone Paid). */
export const OwnerConfirmPaymentResponse = answer({ data: Order }, 'OwnerConfirmPaymentResponse')

/**
 * Paying every order one Create Order made at once (its `checkoutId`): a gateway session for the sum of their first
 * Pending milestones (orders cancelled or paid by then are left out). Verified with `VERIFY_PAYMENT_PATH` like one
 * order's payment; the gateway's capture credits each order's milestone in one transaction.
 */
export const INIT_CHECKOUT_PAYMENT_PATH = `${CHAT_WIDGET_PREFIX}/init_checkout_payment_session`
/** The customer paid a whole checkout by UPI, QR or phone: one reference (UTR) for the sum; the owner confirms. */
export const REPORT_CHECKOUT_PAYMENT_PATH = `${CHAT_WIDGET_PREFIX}/report_checkout_manual_payment`

export const InitCheckoutPaymentBody = t.intersection(
  [t.type({ gatewayId: Text, customerId: Text, checkoutId: Text }), subdomain],
  'InitCheckoutPaymentBody',
)
export type InitCheckoutPaymentBody = t.TypeOf<typeof InitCheckoutPaymentBody>

export const ReportCheckoutPaymentBody = t.intersection(
  [
    t.type({ customerId: Text, checkoutId: Text, reference: PaymentReference }),
    t.partial({ screenshotUrl: optionalText, subdomain: Text }),
  ],
  'ReportCheckoutPaymentBody',
)
export type ReportCheckoutPaymentBody = t.TypeOf<typeof ReportCheckoutPaymentBody>
/** The orders the reported payment covers, as they are now (still Pending until the owner confirms). */
export const ReportCheckoutPaymentResponse = answer({ data: t.array(Order) }, 'ReportCheckoutPaymentResponse')
