import { sql, type Kysely } from 'kysely'

/**
 * What the owner's Customers list sorts and filters by, one row per customer (`customer_summaries`): first seen, the
 * last message, the orders (cancelled ones left out) and the money kept (paid attempts of those orders; a refunded
 * attempt, money owed back and a paid checkout payment, whose orders' shares are counted instead, are not). Kept by
 * the database on every write of the rows it sums, so every writer (the chat, checkout, payments, refunds, the seed)
 * keeps it right without knowing of it, and a page of 50,000 customers in any order reads one index. `search_text`
 * is what the list's search reads: the customer's name, the names on their delivery addresses and their phone with
 * and without the dial code, lower-cased, one per line. Existing customers are summed once here.
 */
/** The tables whose every insert, update and delete sums their customers again, and the function that does. */
const STATEMENT_TRIGGERS = [
  ['orders', 'customer_summary_money'],
  ['payments', 'customer_summary_money'],
  ['delivery_addresses', 'customer_summary_names'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table customer_summaries (
    customer_id text primary key references customers(id) on delete cascade,
    site_id text not null,
    first_seen timestamptz not null,
    last_message_at timestamptz,
    orders_count integer not null default 0,
    spent bigint not null default 0,
    search_text text not null default ''
  )`.execute(db)
  // A customer with no message sorts by when they signed up (the inbox's order too).
  await sql`create index customer_summaries_by_activity
    on customer_summaries (site_id, (coalesce(last_message_at, first_seen)), customer_id)`.execute(db)
  for (const [name, column] of [
    ['first_seen', 'first_seen'],
    ['spent', 'spent'],
    ['orders', 'orders_count'],
  ])
    await sql`create index ${sql.raw(`customer_summaries_by_${name}`)}
      on customer_summaries (site_id, ${sql.raw(column!)}, customer_id)`.execute(db)
  await sql`create index payments_by_customer on payments (site_id, customer_id)`.execute(db)
  // A customer's name off their addresses (the list's, the inbox's) read their addresses, not every one of the site.
  await sql`create index delivery_addresses_by_customer on delivery_addresses (site_id, customer_id)`.execute(db)

  // Statement triggers over the statement's rows (transition tables): a bulk insert is one set-based update.
  await sql`create function customer_summary_sums(customers text[]) returns void language sql as $$
    update customer_summaries s set
      orders_count = (select count(*) from orders o
        where o.site_id = s.site_id and o.customer_id = s.customer_id and o.status <> 'Cancelled'),
      spent = (select coalesce(sum(p.amount), 0) from payments p
        join orders o on o.id = p.order_id and o.site_id = p.site_id
        where p.site_id = s.site_id and p.customer_id = s.customer_id and p.status = 'paid'
          and (p.checkout_id is null or p.milestone_id is not null) and o.status <> 'Cancelled')
    where s.customer_id in (select unnest(customers))
  $$`.execute(db)
  await sql`create function customer_summary_search(customers text[]) returns void language sql as $$
    update customer_summaries s set search_text = concat_ws(E'\n', lower(c.name), c.phone_number,
        ltrim(c.country_code, '+') || c.phone_number,
        (select string_agg(lower(a.full_name), E'\n') from delivery_addresses a
          where a.site_id = c.site_id and a.customer_id = c.id))
      from customers c
      where c.id = s.customer_id and s.customer_id in (select unnest(customers))
  $$`.execute(db)
  await sql`create function customer_summary_new() returns trigger language plpgsql as $$
    begin
      insert into customer_summaries (customer_id, site_id, first_seen)
        select id, site_id, created_at from added on conflict (customer_id) do nothing;
      perform customer_summary_search(array(select id from added));
      return null;
    end
  $$`.execute(db)
  // A customer's new name or phone, an address added, changed or deleted: their search text again.
  await sql`create function customer_summary_names() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform customer_summary_search(array(select distinct customer_id from added));
      elsif tg_op = 'DELETE' then
        perform customer_summary_search(array(select distinct customer_id from removed));
      elsif tg_table_name = 'customers' then
        perform customer_summary_search(array(select a.id from added a join removed r on r.id = a.id
          where (a.name, a.phone_number, a.country_code) is distinct from (r.name, r.phone_number, r.country_code)));
      else
        perform customer_summary_search(array(select distinct unnest(array[a.customer_id, r.customer_id])
          from added a join removed r on r.id = a.id
          where (a.full_name, a.customer_id) is distinct from (r.full_name, r.customer_id)));
      end if;
      return null;
    end
  $$`.execute(db)
  await sql`create function customer_summary_message() returns trigger language plpgsql as $$
    begin
      update customer_summaries s set last_message_at = m.latest
        from (select customer_id, max(created_at) as latest from added group by customer_id) m
        where s.customer_id = m.customer_id and (s.last_message_at is null or s.last_message_at < m.latest);
      return null;
    end
  $$`.execute(db)
  // An insert or a delete sums its customers again; an update only those whose status (or customer) changed.
  await sql`create function customer_summary_money() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform customer_summary_sums(array(select distinct customer_id from added));
      elsif tg_op = 'DELETE' then
        perform customer_summary_sums(array(select distinct customer_id from removed));
      else
        perform customer_summary_sums(array(
          select distinct unnest(array[r.customer_id, a.customer_id]) from removed r join added a on a.id = r.id
          where a.status is distinct from r.status or a.customer_id is distinct from r.customer_id));
      end if;
      return null;
    end
  $$`.execute(db)
  await sql`create trigger customer_summaries_new after insert on customers referencing new table as added
    for each statement execute function customer_summary_new()`.execute(db)
  await sql`create trigger customer_summaries_message after insert on messages referencing new table as added
    for each statement execute function customer_summary_message()`.execute(db)
  await sql`create trigger customer_summaries_customers_update after update on customers
    referencing old table as removed new table as added
    for each statement execute function customer_summary_names()`.execute(db)
  for (const [table, fn] of STATEMENT_TRIGGERS) {
    const name = (event: string) => sql.raw(`customer_summaries_${table}_${event}`)
    const [on, run] = [sql.raw(table), sql.raw(fn)]
    await sql`create trigger ${name('insert')} after insert on ${on} referencing new table as added
      for each statement execute function ${run}()`.execute(db)
    await sql`create trigger ${name('update')} after update on ${on} referencing old table as removed new table as added
      for each statement execute function ${run}()`.execute(db)
    await sql`create trigger ${name('delete')} after delete on ${on} referencing old table as removed
      for each statement execute function ${run}()`.execute(db)
  }

  await sql`insert into customer_summaries (customer_id, site_id, first_seen, last_message_at)
    select c.id, c.site_id, c.created_at,
      (select max(m.created_at) from messages m where m.site_id = c.site_id and m.customer_id = c.id)
    from customers c`.execute(db)
  await sql`select customer_summary_sums(array(select distinct customer_id from orders))`.execute(db)
  await sql`select customer_summary_search(array(select id from customers))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  const triggers = [
    ['customer_summaries_new', 'customers'],
    ['customer_summaries_customers_update', 'customers'],
    ['customer_summaries_message', 'messages'],
    ...STATEMENT_TRIGGERS.flatMap(([table]) =>
      ['insert', 'update', 'delete'].map((event) => [`customer_summaries_${table}_${event}`, table]),
    ),
  ]
  for (const [trigger, table] of triggers)
    await sql`drop trigger ${sql.raw(trigger!)} on ${sql.raw(table!)}`.execute(db)
  for (const fn of ['new', 'message', 'money', 'names'])
    await sql`drop function ${sql.raw(`customer_summary_${fn}()`)}`.execute(db)
  for (const fn of ['sums', 'search']) await sql`drop function ${sql.raw(`customer_summary_${fn}(text[])`)}`.execute(db)
  await sql`drop index payments_by_customer`.execute(db)
  await sql`drop index delivery_addresses_by_customer`.execute(db)
  await sql`drop table customer_summaries`.execute(db)
}
