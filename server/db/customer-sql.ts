import { sql, type RawBuilder } from 'kysely'

/** A search that is only digits, spaces, `+`, `-` and brackets is (also) a phone number. */
export const PHONE_LIKE = /^[\d\s+()-]+$/

/**
 * The name a customer (the `customers` row aliased `alias`) goes by in the owner app: their own, else the one on
 * their default delivery address, else on their first.
 *
 * @example
 * sql`select ${customerNameSql('c')} as name from customers c where c.site_id = ${siteId}`
 */
export function customerNameSql(alias: string): RawBuilder<string | null> {
  const c = sql.ref(alias)
  return sql<string | null>`coalesce(nullif(trim(${c}.name), ''), (
    select a.full_name from delivery_addresses a
    where a.site_id = ${c}.site_id and a.customer_id = ${c}.id and trim(a.full_name) <> ''
    order by a.is_default desc, a.created_at limit 1
  ))`
}

/**
 * When `search` reads as a phone number: a condition matching its digits in the customer's phone, with or without
 * the dial code, followed by `or` (to put before the other conditions); else nothing.
 *
 * @example
 * sql`and (${phoneMatchSql('c', search)} lower(c.name) like ${pattern})`
 */
export function phoneMatchSql(alias: string, search: string): RawBuilder<unknown> {
  const digits = search.replace(/\D/g, '')
  if (!PHONE_LIKE.test(search) || digits === '') return sql``
  const c = sql.ref(alias)
  return sql`${c}.phone_number like ${`%${digits}%`}
    or (ltrim(${c}.country_code, '+') || ${c}.phone_number) like ${`%${digits}%`} or`
}
