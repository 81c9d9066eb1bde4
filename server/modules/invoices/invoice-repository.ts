import { sql, type ColumnType, type Kysely } from 'kysely'
import { decode } from '../../../contract/decode.js'
import { DEFAULT_INVOICE_SETTINGS, InvoiceSettings } from '../../../contract/invoices.js'
import type { Database } from '../../db/schema.js'
import { InvoiceDocument } from './invoice-document.js'

/** The tables and column of migration 0051, as Kysely sees them (0052's item column is in the schema). */
export type InvoiceTables = {
  invoices: {
    id: ColumnType<string, string | undefined, never>
    siteId: string
    orderId: string
    customerId: string
    series: Series
    financialYear: string
    number: number
    sourceKey: string
    document: ColumnType<unknown, string, never>
    createdAt: ColumnType<Date, Date | undefined, never>
  }
  invoiceSeries: { siteId: string; series: Series; financialYear: string; lastNumber: number }
  sites: { invoiceSettings: ColumnType<unknown, string | null, string | null> }
}

export type Series = 'invoice' | 'credit-note'

/** A stored document: its row's keys and what it says. */
export interface StoredInvoice {
  id: string
  orderId: string
  customerId: string
  series: Series
  document: InvoiceDocument
}

/**
 * The Indian financial year (April to March) of `date` in India's time zone, as GST writes it: '2026-27'.
 *
 * @example
 * financialYear(new Date('2027-03-31T20:00:00Z')) // '2027-28' (01:30 on 1 April in India)
 */
export function financialYear(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60 * 1000)
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** Invoices, their numbering and the owner's settings; every query names the site. Runs on the db or a transaction. */
export class InvoiceRepository {
  private readonly db: Kysely<Database & InvoiceTables>

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<InvoiceTables>()
  }

  async settings(siteId: string): Promise<InvoiceSettings> {
    const row = await this.db.selectFrom('sites').select('invoiceSettings').where('id', '=', siteId).executeTakeFirst()
    const decoded = decode(InvoiceSettings, row?.invoiceSettings ?? DEFAULT_INVOICE_SETTINGS, 'invoiceSettings')
    return decoded.ok ? decoded.value : DEFAULT_INVOICE_SETTINGS
  }

  async saveSettings(siteId: string, settings: InvoiceSettings): Promise<void> {
    await this.db
      .updateTable('sites')
      .set({ invoiceSettings: JSON.stringify(settings) })
      .where('id', '=', siteId)
      .execute()
  }

  /** The HSN/SAC codes the owner gave these items (items without one are left out). */
  async hsnCodes(siteId: string, itemIds: readonly string[]): Promise<Map<string, string>> {
    if (itemIds.length === 0) return new Map()
    const rows = await this.db
      .selectFrom('catalogueItems')
      .select(['id', 'hsnCode'])
      .where('siteId', '=', siteId)
      .where('id', 'in', [...itemIds])
      .where('hsnCode', 'is not', null)
      .execute()
    return new Map(rows.map((row) => [row.id, row.hsnCode!]))
  }

  /**
   * The next number of the site's `series` in `year`: raising the counter row locks it until the transaction ends,
   * so concurrent documents wait their turn, and a transaction that fails gives its number back with its document.
   * Only inside the transaction that writes the document.
   */
  async nextNumber(siteId: string, series: Series, year: string): Promise<number> {
    const row = await this.db
      .insertInto('invoiceSeries')
      .values({ siteId, series, financialYear: year, lastNumber: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['siteId', 'series', 'financialYear'])
          .doUpdateSet({ lastNumber: sql`invoice_series.last_number + 1` }),
      )
      .returning('lastNumber')
      .executeTakeFirstOrThrow()
    return row.lastNumber
  }

  async insert(row: Omit<StoredInvoice, 'id'> & { siteId: string; sourceKey: string; year: string; number: number }) {
    await this.db
      .insertInto('invoices')
      .values({
        siteId: row.siteId,
        orderId: row.orderId,
        customerId: row.customerId,
        series: row.series,
        financialYear: row.year,
        number: row.number,
        sourceKey: row.sourceKey,
        document: JSON.stringify(row.document),
      })
      .execute()
  }

  async bySource(siteId: string, sourceKey: string): Promise<StoredInvoice | null> {
    const row = await this.select(siteId).where('sourceKey', '=', sourceKey).executeTakeFirst()
    return row ? toStored(row) : null
  }

  /** The order's latest document of `series`, or null. */
  async latest(siteId: string, orderId: string, series: Series): Promise<StoredInvoice | null> {
    const row = await this.select(siteId)
      .where('orderId', '=', orderId)
      .where('series', '=', series)
      .orderBy('number', 'desc')
      .executeTakeFirst()
    return row ? toStored(row) : null
  }

  private select(siteId: string) {
    return this.db
      .selectFrom('invoices')
      .select(['id', 'orderId', 'customerId', 'series', 'document'])
      .where('siteId', '=', siteId)
  }
}

function toStored(row: { id: string; orderId: string; customerId: string; series: Series; document: unknown }) {
  const decoded = decode(InvoiceDocument, row.document, `invoices(${row.id}).document`)
  // Written by this server only: a row that does not decode is a server fault (a logged 500).
  if (!decoded.ok) throw new Error(`Invalid invoice document: ${decoded.errors.map((error) => error.path).join(', ')}`)
  return { ...row, document: decoded.value }
}
