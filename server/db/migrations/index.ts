import type { Migration, MigrationProvider } from 'kysely'
import * as initial from './0001-initial.js'
import * as chatAuth from './0002-chat-auth.js'
import * as canonicalPhones from './0003-canonical-phones.js'
import * as orders from './0004-orders.js'
import * as limits from './0005-limits.js'
import * as payments from './0006-payments.js'
import * as owners from './0007-owners.js'
import * as ownerInbox from './0008-owner-inbox.js'
import * as pageVersions from './0009-page-versions.js'
import * as countryCodePhones from './0010-country-code-phones.js'
import * as orderRequestHash from './0011-order-request-hash.js'
import * as outbox from './0012-outbox.js'
import * as checkoutPayments from './0013-checkout-payments.js'
import * as refunds from './0014-refunds.js'
import * as quotes from './0015-quotes.js'
import * as paymentShares from './0016-payment-shares.js'
import * as contactMessage from './0017-contact-message.js'
import * as catalogueStudio from './0018-catalogue-studio.js'
import * as ownerSettings from './0019-owner-settings.js'
import * as delivery from './0020-delivery.js'
import * as ownerActivity from './0022-owner-activity.js'
import * as signUp from './0023-sign-up.js'
import * as pageDrafts from './0024-page-drafts.js'
import * as customDomains from './0025-custom-domains.js'
import * as pushSubscriptions from './0026-push-subscriptions.js'
import * as webhooks from './0027-webhooks.js'
import * as ownerEmail from './0029-owner-email.js'
import * as embed from './0030-embed.js'
import * as languages from './0031-languages.js'
import * as ownerLanguages from './0032-owner-languages.js'
import * as ownerItemSearch from './0033-owner-item-search.js'
import * as shipsFromEveryPoint from './0034-ships-from-every-point.js'
import * as itemUpdatedAt from './0035-item-updated-at.js'
import * as itemSlugHistory from './0036-item-slug-history.js'
import * as catalogueItemCreatedAt from './0037-catalogue-item-created-at.js'
import * as businessKind from './0038-business-kind.js'
import * as catalogueTranslations from './0039-catalogue-translations.js'
import * as quickReplies from './0040-quick-replies.js'
import * as languagesFromRegistry from './0041-languages-from-registry.js'
import * as customerNotes from './0042-customer-notes.js'
import * as conversationLabels from './0043-conversation-labels.js'
import * as customerSummaries from './0045-customer-summaries.js'
import * as insights from './0046-insights.js'
import * as otpDeliveries from './0047-otp-deliveries.js'
import * as discountCodes from './0048-discount-codes.js'
import * as cartReminders from './0050-cart-reminders.js'
import * as invoices from './0051-invoices.js'
import * as itemHsn from './0052-item-hsn.js'
import * as offers from './0053-offers.js'
import * as offerMessages from './0054-offer-messages.js'
import * as trigramSearch from './0057-trigram-search.js'

/**
 * Every migration, in order. Listed statically so the production bundle holds
 * them; a later issue adds a file and a line here.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-chat-auth': chatAuth,
  '0003-canonical-phones': canonicalPhones,
  '0004-orders': orders,
  '0005-limits': limits,
  '0006-payments': payments,
  '0007-owners': owners,
  '0008-owner-inbox': ownerInbox,
  '0009-page-versions': pageVersions,
  '0010-country-code-phones': countryCodePhones,
  '0011-order-request-hash': orderRequestHash,
  '0012-outbox': outbox,
  '0013-checkout-payments': checkoutPayments,
  '0014-refunds': refunds,
  '0015-quotes': quotes,
  '0016-payment-shares': paymentShares,
  '0017-contact-message': contactMessage,
  '0018-catalogue-studio': catalogueStudio,
  '0019-owner-settings': ownerSettings,
  '0020-delivery': delivery,
  '0022-owner-activity': ownerActivity,
  '0023-sign-up': signUp,
  '0024-page-drafts': pageDrafts,
  '0025-custom-domains': customDomains,
  '0026-push-subscriptions': pushSubscriptions,
  '0027-webhooks': webhooks,
  '0029-owner-email': ownerEmail,
  '0030-embed': embed,
  '0031-languages': languages,
  '0032-owner-languages': ownerLanguages,
  '0033-owner-item-search': ownerItemSearch,
  '0034-ships-from-every-point': shipsFromEveryPoint,
  '0035-item-updated-at': itemUpdatedAt,
  '0036-item-slug-history': itemSlugHistory,
  '0037-catalogue-item-created-at': catalogueItemCreatedAt,
  '0038-business-kind': businessKind,
  '0039-catalogue-translations': catalogueTranslations,
  '0040-quick-replies': quickReplies,
  '0041-languages-from-registry': languagesFromRegistry,
  '0042-customer-notes': customerNotes,
  '0043-conversation-labels': conversationLabels,
  '0045-customer-summaries': customerSummaries,
  '0046-insights': insights,
  '0047-otp-deliveries': otpDeliveries,
  '0048-discount-codes': discountCodes,
  '0050-cart-reminders': cartReminders,
  '0051-invoices': invoices,
  '0052-item-hsn': itemHsn,
  '0053-offers': offers,
  '0054-offer-messages': offerMessages,
  '0057-trigram-search': trigramSearch,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
