import { sql, type Kysely } from 'kysely'
import { trigramOperatorClass } from '../trigram.js'

/** A customer's (`c`) search text, as migration 0045 made it. */
const SEARCH_TEXT = sql.raw(`concat_ws(E'\\n', lower(c.name), c.phone_number,
  ltrim(c.country_code, '+') || c.phone_number,
  (select string_agg(lower(a.full_name), E'\\n') from delivery_addresses a
    where a.site_id = c.site_id and a.customer_id = c.id))`)

/**
 * The owner's searches (customers, catalogue items, orders: `like '%words%'` over a `search_text`) read a trigram
 * index instead of every row of the site, where the database has `pg_trgm` (PGlite always loads it; on PostgreSQL it
 * is a trusted contrib extension, created here when the role may, else the searches read every row as before).
 *
 * The customers' search text moves from `customer_summaries` to a table of its own, `customer_search_texts`: a
 * customer's summary changes with every message they send, and a trigram index on it would be written each time;
 * their search text changes only with their name, phone or addresses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table customer_search_texts (
    customer_id text primary key references customers(id) on delete cascade,
    site_id text not null,
    search_text text not null
  )`.execute(db)
  await sql`insert into customer_search_texts (customer_id, site_id, search_text)
    select customer_id, site_id, search_text from customer_summaries`.execute(db)
  await sql`create or replace function customer_summary_search(customers text[]) returns void language sql as $$
    insert into customer_search_texts (customer_id, site_id, search_text)
      select c.id, c.site_id, ${SEARCH_TEXT}
        from customers c
        where c.id in (select unnest(customers))
      on conflict (customer_id) do update set search_text = excluded.search_text
  $$`.execute(db)
  await sql`alter table customer_summaries drop column search_text`.execute(db)

  const ops = await trigramOperatorClass(db)
  if (ops === null) return
  for (const [index, table] of SEARCHED)
    await sql`create index ${sql.raw(index)}
    on ${sql.raw(table)} using gin (search_text ${sql.raw(ops)}) with (fastupdate = off)`.execute(db)
}

/** The trigram indexes: name and table. */
const SEARCHED = [
  ['customer_search_texts_trigrams', 'customer_search_texts'],
  ['catalogue_items_search_trigrams', 'catalogue_items'],
  ['orders_search_trigrams', 'orders'],
] as const

export async function down(db: Kysely<any>): Promise<void> {
  for (const [index] of SEARCHED) await sql`drop index if exists ${sql.raw(index)}`.execute(db)
  await sql`alter table customer_summaries add column search_text text not null default ''`.execute(db)
  await sql`update customer_summaries s set search_text = t.search_text
    from customer_search_texts t where t.customer_id = s.customer_id`.execute(db)
  await sql`create or replace function customer_summary_search(customers text[]) returns void language sql as $$
    update customer_summaries s set search_text = ${SEARCH_TEXT}
      from customers c
      where c.id = s.customer_id and s.customer_id in (select unnest(customers))
  $$`.execute(db)
  await sql`drop table customer_search_texts`.execute(db)
}
