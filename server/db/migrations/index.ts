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
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
