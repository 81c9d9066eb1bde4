import type * as t from 'io-ts'
import { CHECK_VERIFICATION_PATH, SEND_OTP_PATH, SendOtpBody, VERIFY_OTP_PATH, VerifyOtpBody, CheckVerificationBody } from '../../contract/auth.js'
import {
  CART_ADD_PATH,
  CART_CLEAR_PATH,
  CART_REMOVE_PATH,
  CART_SAVE_MERGED_PATH,
  CART_UPDATE_PATH,
  CartAddBody,
  CartClearBody,
  CartRemoveBody,
  CartUpdateBody,
  GET_CART_PATH,
  GetCartQuery,
  SaveMergedCartBody,
} from '../../contract/cart.js'
import { CATALOGUE_ITEMS_PATH, CATALOGUE_PATH, CatalogueBody, CatalogueItemsQuery } from '../../contract/catalogue.js'
import {
  GET_MESSAGES_PATH,
  GetMessagesQuery,
  OWNER_MESSAGES_PATH,
  OWNER_TYPING_PATH,
  OwnerMessageBody,
  OwnerTypingBody,
  SEND_MESSAGE_PATH,
  SEND_QUICK_REPLY_PATH,
  SendMessageBody,
} from '../../contract/chat.js'
import { CONTACT_PATH, ContactRequest } from '../../contract/contact.js'
import { ADD_ADDRESS_PATH, AddAddressBody, DELETE_ADDRESS_PATH, DeleteAddressBody, GET_ADDRESSES_PATH, GetAddressesQuery, UPDATE_ADDRESS_PATH, UpdateAddressBody } from '../../contract/address.js'
import {
  CANCEL_ORDER_PATH,
  CREATE_ORDER_PATH,
  CancelOrderBody,
  CreateOrderBody,
  GET_ORDERS_PATH,
  GetOrdersQuery,
  OWNER_ORDERS_PATH,
  OWNER_ORDER_ACTION_PATH,
  OwnerOrderActionBody,
  OwnerOrdersQuery,
  TOTALS_PATH,
  TotalsBody,
} from '../../contract/orders.js'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH, PreviewLinkBody, PublishPageBody } from '../../contract/owner.js'
import { OWNER_LOGOUT_PATH, OWNER_ME_PATH, OWNER_SEND_OTP_PATH, OWNER_VERIFY_OTP_PATH, OwnerSendOtpBody, OwnerVerifyOtpBody } from '../../contract/owner-auth.js'
import {
  OWNER_PAGE_ORDER_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
  OwnerPageQuery,
  OwnerRestoreBody,
  OwnerSectionBody,
  OwnerSectionOrderBody,
} from '../../contract/owner-page.js'
import {
  ConversationMessagesQuery,
  ConversationReadBody,
  ConversationsQuery,
  CustomerContextQuery,
  LeadHandledBody,
  LeadsQuery,
  OWNER_CONVERSATIONS_PATH,
  OWNER_CONVERSATION_MESSAGES_PATH,
  OWNER_CONVERSATION_READ_PATH,
  OWNER_CUSTOMER_CONTEXT_PATH,
  OWNER_LEADS_PATH,
  OWNER_LEAD_HANDLED_PATH,
  OWNER_UPLOAD_PATH,
} from '../../contract/owner-inbox.js'
import { PAGE_PATH, PageQuery } from '../../contract/page.js'
import {
  INIT_PAYMENT_PATH,
  InitPaymentBody,
  OWNER_CONFIRM_PAYMENT_PATH,
  OwnerConfirmPaymentBody,
  PAYMENT_INTEGRATION_PATH,
  PAYMENT_WEBHOOK_PATH,
  PaymentIntegrationQuery,
  REPORT_MANUAL_PAYMENT_PATH,
  ReportManualPaymentBody,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_PAY_PATH,
  SandboxPayBody,
  VERIFY_PAYMENT_PATH,
  VerifyPaymentBody,
} from '../../contract/payment.js'
import { PINCODE_PATH, PincodeQuery } from '../../contract/pincode.js'

/* The input codecs of every route, for the fuzz test (server/http/routes.fuzz.test.ts). */

export interface RouteInput {
  body?: t.Decoder<unknown, unknown>
  query?: t.Decoder<unknown, unknown>
}

/** The contract codecs of each route's input, by `METHOD url`. */
export const INPUT: Record<string, RouteInput> = {
  [`GET ${PAGE_PATH}`]: { query: PageQuery },
  [`POST ${CONTACT_PATH}`]: { body: ContactRequest },
  [`POST ${CATALOGUE_PATH}`]: { body: CatalogueBody },
  [`GET ${CATALOGUE_ITEMS_PATH}`]: { query: CatalogueItemsQuery },
  [`GET ${GET_MESSAGES_PATH}`]: { query: GetMessagesQuery },
  [`GET ${PINCODE_PATH}`]: { query: PincodeQuery },
  [`GET ${GET_CART_PATH}`]: { query: GetCartQuery },
  [`POST ${CART_ADD_PATH}`]: { body: CartAddBody },
  [`POST ${CART_REMOVE_PATH}`]: { body: CartRemoveBody },
  [`POST ${CART_UPDATE_PATH}`]: { body: CartUpdateBody },
  [`POST ${CART_CLEAR_PATH}`]: { body: CartClearBody },
  [`POST ${CART_SAVE_MERGED_PATH}`]: { body: SaveMergedCartBody },
  [`POST ${CHECK_VERIFICATION_PATH}`]: { body: CheckVerificationBody },
  [`POST ${SEND_OTP_PATH}`]: { body: SendOtpBody },
  [`POST ${VERIFY_OTP_PATH}`]: { body: VerifyOtpBody },
  [`POST ${SEND_MESSAGE_PATH}`]: { body: SendMessageBody },
  [`POST ${SEND_QUICK_REPLY_PATH}`]: { body: SendMessageBody },
  [`PUT ${OWNER_PAGE_PATH}`]: { body: PublishPageBody },
  [`POST ${OWNER_PREVIEW_LINK_PATH}`]: { body: PreviewLinkBody },
  [`GET ${OWNER_PAGE_PATH}`]: { query: OwnerPageQuery },
  [`POST ${OWNER_PAGE_SECTION_PATH}`]: { body: OwnerSectionBody },
  [`POST ${OWNER_PAGE_ORDER_PATH}`]: { body: OwnerSectionOrderBody },
  [`GET ${OWNER_PAGE_VERSIONS_PATH}`]: { query: OwnerPageQuery },
  [`POST ${OWNER_PAGE_RESTORE_PATH}`]: { body: OwnerRestoreBody },
  [`POST ${OWNER_MESSAGES_PATH}`]: { body: OwnerMessageBody },
  [`POST ${OWNER_TYPING_PATH}`]: { body: OwnerTypingBody },
  [`GET ${GET_ADDRESSES_PATH}`]: { query: GetAddressesQuery },
  [`POST ${ADD_ADDRESS_PATH}`]: { body: AddAddressBody },
  [`POST ${UPDATE_ADDRESS_PATH}`]: { body: UpdateAddressBody },
  [`POST ${DELETE_ADDRESS_PATH}`]: { body: DeleteAddressBody },
  [`POST ${TOTALS_PATH}`]: { body: TotalsBody },
  [`POST ${CREATE_ORDER_PATH}`]: { body: CreateOrderBody },
  [`GET ${GET_ORDERS_PATH}`]: { query: GetOrdersQuery },
  [`POST ${CANCEL_ORDER_PATH}`]: { body: CancelOrderBody },
  [`GET ${OWNER_ORDERS_PATH}`]: { query: OwnerOrdersQuery },
  [`POST ${OWNER_ORDER_ACTION_PATH}`]: { body: OwnerOrderActionBody },
  [`GET ${PAYMENT_INTEGRATION_PATH}`]: { query: PaymentIntegrationQuery },
  [`POST ${INIT_PAYMENT_PATH}`]: { body: InitPaymentBody },
  [`POST ${VERIFY_PAYMENT_PATH}`]: { body: VerifyPaymentBody },
  [`POST ${REPORT_MANUAL_PAYMENT_PATH}`]: { body: ReportManualPaymentBody },
  [`POST ${OWNER_CONFIRM_PAYMENT_PATH}`]: { body: OwnerConfirmPaymentBody },
  [`POST ${SANDBOX_PAY_PATH}`]: { body: SandboxPayBody },
  [`POST ${OWNER_SEND_OTP_PATH}`]: { body: OwnerSendOtpBody },
  [`POST ${OWNER_VERIFY_OTP_PATH}`]: { body: OwnerVerifyOtpBody },
  [`GET ${OWNER_CONVERSATIONS_PATH}`]: { query: ConversationsQuery },
  [`GET ${OWNER_CONVERSATION_MESSAGES_PATH}`]: { query: ConversationMessagesQuery },
  [`POST ${OWNER_CONVERSATION_READ_PATH}`]: { body: ConversationReadBody },
  [`GET ${OWNER_CUSTOMER_CONTEXT_PATH}`]: { query: CustomerContextQuery },
  [`GET ${OWNER_LEADS_PATH}`]: { query: LeadsQuery },
  [`POST ${OWNER_LEAD_HANDLED_PATH}`]: { body: LeadHandledBody },
}

/** Routes without a contract codec: they read headers, a cookie, a path or a multipart stream (sent JSON and junk here). */
export const NO_CODEC = ['GET /healthz', 'POST /auth/user_reauth', 'POST /business_website/chat_widget/logout', 'POST /upload/aws/s3/upload', `POST ${OWNER_UPLOAD_PATH}`, 'GET /uploads/*', 'GET /*', `GET ${SANDBOX_CHECKOUT_PATH}`, `POST ${PAYMENT_WEBHOOK_PATH}`, `GET ${OWNER_ME_PATH}`, `POST ${OWNER_LOGOUT_PATH}`]
