import fs from 'node:fs'
import { sql } from 'kysely'
import { runInAction } from 'mobx'
import { CUSTOMER_SORTS, CUSTOMERS_PAGE, OWNER_CUSTOMERS_PATH } from '../contract/owner-customers.js'
import { CustomerContextStore } from '../src/owner/context/customer-context-store.js'
import { CustomersStore } from '../src/owner/customers/customers-store.js'
import { OwnerOrdersStore } from '../src/owner/orders/owner-orders-store.js'
import { OwnerLiveBus } from '../src/owner/owner-live.js'
import { demoApp } from './catalogue-5000.bench.js'
import { clientOf } from './owner-catalogue.bench.js'
import type { DatabaseHandle } from '../server/db/database.js'
import { maintainPGlite } from '../server/db/pglite-maintenance.js'
import { budgetLine, median, percentile } from './harness.js'
import { sized } from './smoke.js'

/** The owner's first page and a search at 50,000 customers answer within 100 ms (p95). */
export const OWNER_CUSTOMERS_BUDGET_MS = 100
export const CUSTOMERS = sized(50_000, 200)
const ROUNDS = sized(40, 3)
/** What the owner types: a name, the name on an address, a phone's last digits, a word of every name, nothing. */
const SEARCHES = ['bench customer 4242', 'address name 730', '0012345', 'bench', 'no such customer']

/**
 * `count` customers of the demo site, inserted in bulk: each with a message (every third with a second, later one),
 * every tenth with a delivery address named on it, every fifth with an order (every other of them paid, every
 * seventh cancelled). The database keeps their summaries as it does for every writer (migration 0045).
 */
export async function addCustomers(database: DatabaseHandle, count: number): Promise<void> {
  const db = database.db
  const site = (await db.selectFrom('sites').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id
  await sql`insert into customers (id, site_id, country_code, phone_number, name, created_at)
    select 'bench-c-' || n, ${site}, '+91', (9100000000 + n)::text,
      case when n % 10 = 0 then null else 'Bench customer ' || n end,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) n`.execute(db)
  await sql`insert into messages (id, site_id, customer_id, sender, sender_id, message, created_at)
    select 'bench-m-' || n || '-' || k, ${site}, 'bench-c-' || n, 'user', 'bench-c-' || n, 'Hello ' || k,
      now() - (n || ' minutes')::interval + (k || ' seconds')::interval
    from generate_series(1, ${count}) n cross join generate_series(1, 2) k
    where k = 1 or n % 3 = 0`.execute(db)
  await sql`insert into delivery_addresses (id, site_id, customer_id, type, full_name, country_code, phone,
      address_line1, city, state, pincode, is_default)
    select 'bench-a-' || n, ${site}, 'bench-c-' || n, 'home', 'Address name ' || n, '+91', '9829012345',
      '14 Tilak Marg', 'Jaipur', 'Rajasthan', '302017', true
    from generate_series(10, ${count}, 10) n`.execute(db)
  await sql`insert into orders (id, site_id, customer_id, order_id, title, status, payment_status, details,
      final_amount)
    select 'bench-o-' || n, ${site}, 'bench-c-' || n, 'BENCH-' || n, 'Bench order',
      case when n % 7 = 0 then 'Cancelled' else 'Active' end,
      case when n % 2 = 0 then 'Paid' else 'Pending' end, '{}'::jsonb, (n % 997) * 100
    from generate_series(5, ${count}, 5) n`.execute(db)
  await sql`insert into payments (id, site_id, customer_id, order_id, gateway, amount, status)
    select 'bench-p-' || n, ${site}, 'bench-c-' || n, 'bench-o-' || n, 'manual', (n % 997) * 100, 'paid'
    from generate_series(10, ${count}, 10) n`.execute(db)
}

/** Times one load of the list's first page, after `change` sets what it shows, `rounds` times. */
async function timed(store: CustomersStore, change: (round: number) => void, rounds: number): Promise<number[]> {
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    runInAction(() => change(round))
    const started = performance.now()
    if (!(await store.load())) throw new Error(`${OWNER_CUSTOMERS_PATH} failed: ${String(store.list.first.error)}`)
    times.push(performance.now() - started)
  }
  return times
}

/**
 * The owner's Customers list at 50,000 customers on PGlite on disk, in this process, through the owner's store
 * (`CustomersStore`: the kernel's `PagedList` over the paged customers call, the answer decoded as in the browser):
 * the first page in each order, and a search on the server, each p95 as a share of its 100 ms budget.
 */
export async function ownerCustomersBench(): Promise<void> {
  const large = await demoApp('owner-customers-50000')
  try {
    const started = performance.now()
    await addCustomers(large.database, CUSTOMERS)
    // As the server does a minute after it opens its PGlite and every half hour after (no autovacuum there).
    const maintenanceStarted = performance.now()
    await maintainPGlite(large.database.db)
    const maintenance = performance.now() - maintenanceStarted
    const setUp = (performance.now() - started) / 1000
    const api = clientOf(large.app)
    const store = new CustomersStore(api, new CustomerContextStore(api, new OwnerOrdersStore(api, new OwnerLiveBus())))
    await timed(store, () => {}, sized(5, 1)) // warm-up
    const first = await timed(
      store,
      (round) => {
        store.search = ''
        store.sort = CUSTOMER_SORTS[round % CUSTOMER_SORTS.length]!
      },
      ROUNDS,
    )
    if (store.list.byId.size !== CUSTOMERS_PAGE || !store.list.hasMore)
      throw new Error(`the first page held ${store.list.byId.size} customers`)
    runInAction(() => (store.sort = 'lastMessage'))
    const searches = await timed(store, (round) => (store.search = SEARCHES[round % SEARCHES.length]!), ROUNDS * 2)
    const size = CUSTOMERS.toLocaleString('en')
    const figure = (times: number[]) =>
      `${budgetLine(percentile(times, 0.95), OWNER_CUSTOMERS_BUDGET_MS, 'ms')}; median ${median(times).toFixed(1)} ms`
    console.log(
      `owner customers first page (${CUSTOMERS_PAGE} of ${size}, each order) p95: ${figure(first)} ` +
        `(${size} customers set up in ${setUp.toFixed(1)} s, then PGlite's vacuum and analyze in ` +
        `${maintenance.toFixed(0)} ms)`,
    )
    console.log(`owner customers search on the server over ${size} p95: ${figure(searches)}`)
  } finally {
    await large.app.close()
    await large.database.close()
    fs.rmSync(large.dir, { recursive: true, force: true })
  }
}
