import { sql, type Kysely } from 'kysely'

/**
 * What the owner's Customers list sorts and filters by, one row per customer (`customer_summaries`): first seen, the
 * last message, the orders (cancelled ones left out) and the money kept (paid attempts of those orders; a refunded
 * attempt, money owed back and a paid checkout payment, whose orders' shares are counted instead, are not). Kept by
 * the database on every write of the rows it sums, so every writer (the chat, checkout, payments, refunds, the seed)
 * keeps it right without knowing of it, and a page of 50,000 customers in any order reads one index. Existing
 * customers are summed once here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table customer_summaries (
    customer_id text primary key references customers(id) on delete cascade,
    site_id text not null,
    first_seen timestamptz not null,
    last_message_at timestamptz,
    orders_count integer not null default 0,
    spent bigint not null default 0
  )`.execute(db)
  // A customer with no message sorts by when they signed up (the inbox's order too).
  await sql`create index customer_summaries_by_activity
    on customer_summaries (site_id, (coalesce(last_message_at, first_seen)), customer_id)`.execute(db)
  await sql`create index customer_summaries_by_first_seen on customer_summaries (site_id, first_seen, customer_id)`.execute(
    db,
  )
  await sql`create index customer_summaries_by_spent on customer_summaries (site_id, spent, customer_id)`.execute(db)
  await sql`create index customer_summaries_by_orders on customer_summaries (site_id, orders_count, customer_id)`.execute(
    db,
  )
  await sql`create index payments_by_customer on payments (site_id, customer_id)`.execute(db)

  await sql`create function customer_summary_sums(customer text) returns void language sql as $$
    update customer_summaries s set
      orders_count = (select count(*) from orders o
        where o.site_id = s.site_id and o.customer_id = s.customer_id and o.status <> 'Cancelled'),
      spent = (select coalesce(sum(p.amount), 0) from payments p
        join orders o on o.id = p.order_id and o.site_id = p.site_id
        where p.site_id = s.site_id and p.customer_id = s.customer_id and p.status = 'paid'
          and (p.checkout_id is null or p.milestone_id is not null) and o.status <> 'Cancelled')
    where s.customer_id = customer
  $$`.execute(db)
  await sql`create function customer_summary_new() returns trigger language plpgsql as $$
    begin
      insert into customer_summaries (customer_id, site_id, first_seen) values (new.id, new.site_id, new.created_at)
        on conflict (customer_id) do nothing;
      return null;
    end
  $$`.execute(db)
  await sql`create function customer_summary_message() returns trigger language plpgsql as $$
    begin
      update customer_summaries set last_message_at = new.created_at
        where customer_id = new.customer_id and (last_message_at is null or last_message_at < new.created_at);
      return null;
    end
  $$`.execute(db)
  await sql`create function customer_summary_money() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform customer_summary_sums(old.customer_id); end if;
      if tg_op <> 'DELETE' then perform customer_summary_sums(new.customer_id); end if;
      return null;
    end
  $$`.execute(db)
  await sql`create trigger customer_summaries_new after insert on customers
    for each row execute function customer_summary_new()`.execute(db)
  await sql`create trigger customer_summaries_message after insert on messages
    for each row execute function customer_summary_message()`.execute(db)
  for (const table of ['orders', 'payments'])
    await sql`create trigger ${sql.raw(`customer_summaries_${table}`)}
      after insert or delete or update of status, customer_id on ${sql.raw(table)}
      for each row execute function customer_summary_money()`.execute(db)

  await sql`insert into customer_summaries (customer_id, site_id, first_seen, last_message_at)
    select c.id, c.site_id, c.created_at,
      (select max(m.created_at) from messages m where m.site_id = c.site_id and m.customer_id = c.id)
    from customers c`.execute(db)
  await sql`select customer_summary_sums(customer_id) from customer_summaries
    where customer_id in (select customer_id from orders)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [trigger, table] of [
    ['customer_summaries_new', 'customers'],
    ['customer_summaries_message', 'messages'],
    ['customer_summaries_orders', 'orders'],
    ['customer_summaries_payments', 'payments'],
  ])
    await sql`drop trigger ${sql.raw(trigger!)} on ${sql.raw(table!)}`.execute(db)
  for (const fn of ['customer_summary_new()', 'customer_summary_message()', 'customer_summary_money()'])
    await sql`drop function ${sql.raw(fn)}`.execute(db)
  await sql`drop function customer_summary_sums(text)`.execute(db)
  await sql`drop index payments_by_customer`.execute(db)
  await sql`drop table customer_summaries`.execute(db)
}
