import pLimit from 'p-limit'
import { expect, it, vi } from 'vitest'
import { OWNER_REFUND_PATH } from '../../../contract/refunds.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, describeWithApp, TWO_OWNERS_ENV } from '../../test/app.js'
import { addSite } from '../../test/sites.js'
import { PG_POOL_SIZE } from '../../db/database.js'
import { createPincodeProvider } from '../../providers/pincode/index.js'
import { InvoiceService } from './invoice-service.js'
import { invoiceCalls, pdfText } from './invoice-test-helpers.js'

const RAJASTHAN_GSTIN = '08AAPFU0939F1ZV'
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV'

describeWithApp(
  'invoices',
  async (database) => {
    await addSite(database.db, 'acme')
    return { env: TWO_OWNERS_ENV }
  },
  (ctx) => {
    const calls = invoiceCalls(() => ctx.app, 20)

    it('a shop without a GSTIN issues a bill of supply; unpaid orders have none; others get 404', async () => {
      await calls.settings({ gstin: null, legalName: '', state: null, prefix: 'INV' })
      const who = await calls.customer()
      const unpaid = await calls.order(who)
      expect((await calls.customerPdf(who, unpaid._id)).statusCode).toBe(404)
      const order = await calls.paid(who)
      const answer = await calls.customerPdf(who, order._id)
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toBe('application/pdf')
      const text = await pdfText(answer.rawPayload)
      expect(text).toContain('Bill of supply')
      expect(text).not.toContain('CGST')
      expect(text).toContain('Supplier not registered under GST')
      expect(text).toMatch(/rupees [a-z -]+ only/)

      const stranger = await calls.customer()
      expect((await calls.customerPdf(stranger, order._id)).statusCode).toBe(404)
      expect((await calls.ownerPdf(order._id, 'invoice', `Bearer ${ACME_OWNER_KEY}`)).statusCode).toBe(404)
      const owners = await calls.ownerPdf(order._id)
      expect(owners.statusCode).toBe(200)
      expect(await pdfText(owners.rawPayload)).toBe(text)
    })

    it('within the shop state: CGST + SGST; from another state: IGST', async () => {
      expect(
        (await calls.settings({ gstin: RAJASTHAN_GSTIN, legalName: ' Kesar Foods LLP ', state: '08', prefix: 'KK' }))
          .statusCode,
      ).toBe(200)
      await ctx.app.db
        .updateTable('catalogueItems')
        .set({ hsnCode: '0910' })
        .where('slug', '=', 'chai-masala')
        .execute()
      const who = await calls.customer()
      const within = await pdfText((await calls.customerPdf(who, (await calls.paid(who))._id)).rawPayload)
      expect(within).toContain('Tax invoice')
      expect(within).toContain('Kesar Foods LLP')
      expect(within).toContain(`GSTIN: ${RAJASTHAN_GSTIN}`)
      expect(within).toContain('Place of supply: Rajasthan (08)')
      expect(within).toContain('HSN/SAC: 0910')
      expect(within).toMatch(/CGST 2\.5% [\d.]+ SGST 2\.5% [\d.]+/)
      expect(within).not.toContain('IGST')
      expect(within).toMatch(/Invoice no\.: KK\/\d{4}-\d{2}\/\d+/)

      await calls.settings({ gstin: MAHARASHTRA_GSTIN, legalName: '', state: '27', prefix: 'KK' })
      const across = await pdfText((await calls.customerPdf(who, (await calls.paid(who))._id)).rawPayload)
      expect(across).toMatch(/IGST 5% [\d.]+/)
      expect(across).not.toContain('CGST')
    })

    it('checks the GSTIN: its check digit, and that it is of the state chosen', async () => {
      const bad = await calls.settings({ gstin: '27AAPFU0939F1ZA', legalName: '', state: '27', prefix: 'INV' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['body.gstin'])
      const elsewhere = await calls.settings({ gstin: MAHARASHTRA_GSTIN, legalName: '', state: '08', prefix: 'INV' })
      expect(elsewhere.statusCode).toBe(400)
      expect(elsewhere.json().errors[0].path).toBe('body.gstin')
      const prefix = await calls.settings({ gstin: null, legalName: '', state: '08', prefix: 'inv 1' })
      expect(prefix.json().errors[0].path).toBe('body.prefix')
    })

    it('a refund makes a credit note against the invoice, in its own series', async () => {
      await calls.settings({ gstin: RAJASTHAN_GSTIN, legalName: '', state: '08', prefix: 'KK' })
      const who = await calls.customer()
      const order = await calls.paid(who)
      const invoice = await pdfText((await calls.customerPdf(who, order._id)).rawPayload)
      const number = /Invoice no\.: (\S+)/.exec(invoice)![1]!
      expect((await calls.customerPdf(who, order._id, 'credit-note')).statusCode).toBe(404)
      const refunded = await ctx.app.inject({
        method: 'POST',
        url: OWNER_REFUND_PATH,
        headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
        payload: { orderId: order.orderId, action: 'cancel', method: 'upi', reference: '412345678901' },
      })
      expect(refunded.statusCode).toBe(200)
      const note = await vi.waitFor(
        async () => {
          const answer = await calls.ownerPdf(order._id, 'credit-note')
          expect(answer.statusCode).toBe(200)
          return pdfText(answer.rawPayload)
        },
        { timeout: 5000, interval: 100 },
      )
      expect(note).toContain('Credit note')
      expect(note).toMatch(/Credit note no\.: CN\/\d{4}-\d{2}\/\d+/)
      expect(note).toContain(`Against invoice: ${number}`)
      const total = (text: string) => /Total ₹ ?([\d,.]+)/.exec(text)?.[1]
      expect(total(note)).toBe(total(invoice))
      expect((await calls.customerPdf(who, order._id, 'credit-note')).statusCode).toBe(200)
    })

    it('numbers 20 invoices made at once 1 to 20, with no gap and no repeat', async () => {
      await calls.settings({ gstin: null, legalName: '', state: null, prefix: 'RACE' })
      const who = await calls.customer()
      const orders = []
      for (let index = 0; index < 20; index++) orders.push(await calls.order(who))
      // Paid together, as if their payments came in at once; their invoices are then made all at once.
      await ctx.app.db
        .updateTable('orders')
        .set({ paymentStatus: 'Paid' })
        .where(
          'id',
          'in',
          orders.map((order) => order._id),
        )
        .execute()
      await ctx.app.db.deleteFrom('invoices' as never).execute()
      await ctx.app.db.deleteFrom('invoice_series' as never).execute()
      const service = new InvoiceService(ctx.app.db, createPincodeProvider({ httpUrl: null, cacheFile: null }))
      const site = await ctx.app.db
        .selectFrom('sites')
        .select('id')
        .where('subdomain', '=', 'demo')
        .executeTakeFirstOrThrow()
      // As many at once as the pool holds connections, less two: more would wait for a connection (2 s at most), not
      // for the series' counter, and fail on a loaded machine.
      const atOnce = pLimit(PG_POOL_SIZE - 2)
      const made = await Promise.all(
        orders.map((order) => atOnce(() => service.invoice({ siteId: site.id }, order._id))),
      )
      const numbers = made.map((invoice) => Number(/^RACE\/\d{4}-\d{2}\/(\d+)$/.exec(invoice!.document.number)![1]))
      expect(numbers.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
      const pdf = await pdfText((await calls.ownerPdf(orders[7]!._id)).rawPayload)
      expect(pdf).toContain(`Invoice no.: ${made[7]!.document.number}`)
    })
  },
)
