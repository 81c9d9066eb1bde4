import { sql, type Kysely } from 'kysely'
import { SEALED_CONTEXT } from '../lib/sealed-contexts.js'
import type { Sealed } from '../lib/secret-box.js'
import type { Database } from './schema.js'

/** One secret the database keeps sealed with the installation's key. */
export interface SealedValue {
  /** Where it is, for the operator: `site demo: Razorpay key secret`. */
  where: string
  context: string
  sealed: Sealed
  /** Writes it back sealed anew (a key rotation), in the caller's transaction. */
  replace(db: Kysely<Database>, sealed: Sealed): Promise<void>
}

const RAZORPAY_FIELDS = { keySecret: 'Razorpay key secret', webhookSecret: 'Razorpay webhook secret' } as const

/**
 * Every sealed secret in the database: the sites' Razorpay secrets, the identify secrets of the embed and the
 * webhook endpoints' signing secrets, each with the context it is bound to (`SEALED_CONTEXT`). A new column of
 * sealed values is added here, so the start-up key check and the rotation see it.
 *
 * @example
 * for (const value of await sealedValues(db)) if (box.open(value.sealed, value.context) === null) warn(value.where)
 */
export async function sealedValues(db: Kysely<Database>): Promise<SealedValue[]> {
  const sites = await db
    .selectFrom('sites')
    .select(['id', 'subdomain', sql<Record<string, unknown> | null>`payment_settings -> 'razorpay'`.as('razorpay')])
    .where(sql<boolean>`payment_settings -> 'razorpay' is not null`)
    .execute()
  const razorpay = sites.flatMap((site) =>
    (Object.keys(RAZORPAY_FIELDS) as (keyof typeof RAZORPAY_FIELDS)[]).flatMap((field) => {
      const sealed = site.razorpay?.[field]
      if (typeof sealed !== 'string' || sealed === '') return []
      return [
        {
          where: `site ${site.subdomain}: ${RAZORPAY_FIELDS[field]}`,
          context: SEALED_CONTEXT.razorpay(site.id, field),
          sealed,
          replace: async (trx: Kysely<Database>, next: Sealed) => {
            await sql`update sites set payment_settings = jsonb_set(payment_settings, ${`{razorpay,${field}}`}::text[],
              to_jsonb(${next}::text)) where id = ${site.id}`.execute(trx)
          },
        },
      ]
    }),
  )
  const embeds = await db
    .selectFrom('siteEmbeds')
    .innerJoin('sites', 'sites.id', 'siteEmbeds.siteId')
    .select(['siteEmbeds.siteId', 'sites.subdomain', 'siteEmbeds.identifySecret'])
    .execute()
  const endpoints = await db
    .selectFrom('webhookEndpoints')
    .innerJoin('sites', 'sites.id', 'webhookEndpoints.siteId')
    .select(['webhookEndpoints.id', 'webhookEndpoints.siteId', 'webhookEndpoints.url', 'sites.subdomain'])
    .select('webhookEndpoints.secret')
    .execute()
  return [
    ...razorpay,
    ...embeds.map((row) => ({
      where: `site ${row.subdomain}: identify secret of the embed`,
      context: SEALED_CONTEXT.embed(row.siteId),
      sealed: row.identifySecret,
      replace: async (trx: Kysely<Database>, next: Sealed) => {
        await trx.updateTable('siteEmbeds').set({ identifySecret: next }).where('siteId', '=', row.siteId).execute()
      },
    })),
    ...endpoints.map((row) => ({
      where: `site ${row.subdomain}: signing secret of the webhook to ${row.url}`,
      context: SEALED_CONTEXT.webhook(row.siteId, row.id),
      sealed: row.secret,
      replace: async (trx: Kysely<Database>, next: Sealed) => {
        await trx.updateTable('webhookEndpoints').set({ secret: next }).where('id', '=', row.id).execute()
      },
    })),
  ]
}
