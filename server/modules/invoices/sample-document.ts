import type { InvoiceDocument } from './invoice-document.js'

/** A filled-in invoice for the PDF tests: two lines at two rates, a code's discount, shipping, within Maharashtra. */
export function sampleDocument(over: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'KK/2026-27/7',
    issuedAt: '2026-12-08T06:30:00.000Z',
    language: 'en',
    orderId: 'KK-1042',
    orderDate: '2026-12-07T10:00:00.000Z',
    seller: { name: 'Kesar Kitchen LLP', lines: ['12 MG Road, Pune 411001'], gstin: '27AAPFU0939F1ZV', state: '27' },
    buyer: {
      name: 'श्रीमती कृपा देशपांडे',
      lines: ['Flat 4, Shivaji Nagar', 'Pune, Maharashtra 411005'],
      gstin: null,
      state: '27',
    },
    split: 'intra',
    lines: [
      {
        description: 'Chai Masala · 50 g',
        hsn: '0910',
        quantity: 2,
        rate: 12000,
        taxable: 21600,
        gstRate: 5,
        tax: 1080,
      },
      {
        description: 'कृपया क्षमा करें — Thali',
        hsn: null,
        quantity: 1,
        rate: 25000,
        taxable: 22500,
        gstRate: 18,
        tax: 4050,
      },
    ],
    discount: { code: 'DIWALI10', amount: 4900 },
    shipping: 4000,
    total: 53230,
    ...over,
  }
}
