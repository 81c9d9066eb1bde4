import PDFDocument from 'pdfkit'
import { GST_STATES, type GstStateCode } from '../../../contract/gst.js'
import { localeOf } from '../../../contract/format.js'
import { amountInWords } from './amount-words.js'
import { taxByRate, type InvoiceDocument, type InvoiceParty } from './invoice-document.js'
import { invoiceText, type InvoiceTextKey } from './invoice-text.js'
import { fontData, write, type PdfCanvas } from './pdf-text.js'

const LEFT = 40
const WIDTH = 515
const MONEY = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** Paise as an invoice writes them: '1,23,456.50'. */
export const money = (paise: number) => MONEY.format(paise / 100)

interface Column {
  key: InvoiceTextKey
  width: number
  right?: boolean
}

/** The columns of a tax invoice or credit note, and of a bill of supply (no tax of its own). */
const TAX_COLUMNS: Column[] = [
  { key: 'label.item', width: 185 },
  { key: 'label.quantity', width: 35, right: true },
  { key: 'label.rate', width: 60, right: true },
  { key: 'label.taxable', width: 70, right: true },
  { key: 'label.gstRate', width: 40, right: true },
  { key: 'label.tax', width: 55, right: true },
  { key: 'label.amount', width: 70, right: true },
]
const PLAIN_COLUMNS: Column[] = [
  { key: 'label.item', width: 285 },
  { key: 'label.quantity', width: 50, right: true },
  { key: 'label.rate', width: 90, right: true },
  { key: 'label.amount', width: 90, right: true },
]

/**
 * The PDF of an invoice, bill of supply or credit note, in the language it was made in (the customer's), with its
 * fonts embedded (pdf-text.ts).
 *
 * @example
 * reply.type('application/pdf').send(await invoicePdf(stored.document))
 */
export function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: document.number } })
  for (const [name, data] of Object.entries(fontData())) doc.registerFont(name, data)
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc as unknown as PdfCanvas & { moveTo: Line; lineTo: Line; stroke(): void }, document)
  doc.end()
  return done
}

type Line = (x: number, y: number) => PdfCanvas & { lineTo: Line; stroke(): void }

function draw(doc: PdfCanvas & { moveTo: Line }, document: InvoiceDocument) {
  const lang = document.language
  const t = (key: InvoiceTextKey, values: Record<string, string | number> = {}) => invoiceText(key, values, lang)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso))
  const credit = document.kind === 'credit-note'
  const title = credit ? 'title.creditNote' : document.split === 'none' ? 'title.billOfSupply' : 'title.invoice'
  write(doc, t(title), LEFT, 40, { width: 300, bold: true, size: 18 })
  const facts = [
    `${t(credit ? 'label.creditNoteNumber' : 'label.invoiceNumber')}: ${document.number}`,
    ...(document.against ? [`${t('label.against')}: ${document.against}`] : []),
    `${t('label.date')}: ${date(document.issuedAt)}`,
    `${t('label.order')}: ${document.orderId} · ${date(document.orderDate)}`,
  ]
  facts.forEach((fact, index) => write(doc, fact, LEFT + 255, 44 + index * 13, { width: 260, align: 'right' }))
  let y = 110
  const partyHeight = Math.max(
    party(doc, t, t('label.seller'), document.seller, LEFT, y),
    party(doc, t, t('label.buyer'), document.buyer, LEFT + 270, y),
  )
  y += partyHeight + 6
  if (document.split !== 'none' && document.buyer.state) {
    write(doc, `${t('label.placeOfSupply')}: ${stateName(document.buyer.state)}`, LEFT, y, { width: WIDTH })
    y += 16
  }
  y = table(doc, t, document, y + 4)
  y = summary(doc, t, document, y + 8)
  write(doc, `${t('label.inWords')}: ${amountInWords(document.total, lang)}`, LEFT, y + 6, { width: WIDTH, bold: true })
  if (document.split === 'none') write(doc, t('label.notRegistered'), LEFT, doc.y + 10, { width: WIDTH })
  write(doc, t('label.footer'), LEFT, doc.y + 16, { width: WIDTH, size: 8, color: '#555555' })
}

const stateName = (code: string) => `${GST_STATES[code as GstStateCode] ?? code} (${code})`

type Say = (key: InvoiceTextKey, values?: Record<string, string | number>) => string

function party(doc: PdfCanvas, t: Say, heading: string, who: InvoiceParty, x: number, top: number): number {
  let y = top
  y += write(doc, heading, x, y, { width: 245, size: 8, color: '#555555' })
  y += write(doc, who.name, x, y, { width: 245, bold: true, size: 10 })
  for (const line of who.lines) y += write(doc, line, x, y, { width: 245 })
  if (who.gstin) y += write(doc, `${t('label.gstin')}: ${who.gstin}`, x, y, { width: 245, bold: true })
  if (who.state) y += write(doc, `${t('label.state')}: ${stateName(who.state)}`, x, y, { width: 245 })
  return y - top
}

function table(doc: PdfCanvas & { moveTo: Line }, t: Say, document: InvoiceDocument, top: number): number {
  const columns = document.split === 'none' ? PLAIN_COLUMNS : TAX_COLUMNS
  const row = (cells: string[], y: number, bold = false) => {
    let x = LEFT
    let height = 0
    cells.forEach((cell, index) => {
      const column = columns[index]!
      const used = write(doc, cell, x + 2, y, {
        width: column.width - 4,
        align: column.right ? 'right' : 'left',
        bold,
      })
      height = Math.max(height, used)
      x += column.width
    })
    return height
  }
  let y = top
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(LEFT + WIDTH, y - 2)
    .stroke()
  y +=
    row(
      columns.map((column) => t(column.key)),
      y,
      true,
    ) + 2
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(LEFT + WIDTH, y - 2)
    .stroke()
  document.lines.forEach((line, index) => {
    const item = `${index + 1}. ${line.description}${line.hsn ? `\n${t('label.hsn')}: ${line.hsn}` : ''}`
    const cells =
      document.split === 'none'
        ? [item, String(line.quantity), money(line.rate), money(line.taxable + line.tax)]
        : [item, String(line.quantity), money(line.rate), money(line.taxable), `${line.gstRate}%`, money(line.tax)]
    if (document.split !== 'none') cells.push(money(line.taxable + line.tax))
    y += row(cells, y) + 4
  })
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(LEFT + WIDTH, y - 2)
    .stroke()
  return y
}

function summary(doc: PdfCanvas & { moveTo: Line }, t: Say, document: InvoiceDocument, top: number): number {
  const rows: [string, string][] = []
  const taxed = document.split !== 'none'
  const lineSum = document.lines.reduce((acc, line) => acc + line.taxable + (taxed ? 0 : line.tax), 0)
  rows.push([t('label.subtotal'), money(lineSum + document.discount.amount)])
  if (document.discount.amount > 0)
    rows.push([t('label.discount', { code: document.discount.code ?? '' }), `−${money(document.discount.amount)}`])
  if (taxed) {
    rows.push([t('label.taxable'), money(lineSum)])
    for (const rate of taxByRate(document)) {
      if (document.split === 'intra') {
        rows.push([t('label.cgst', { rate: rate.rate / 2 }), money(rate.central)])
        rows.push([t('label.sgst', { rate: rate.rate / 2 }), money(rate.state)])
      } else rows.push([t('label.igst', { rate: rate.rate }), money(rate.tax)])
    }
  }
  if (document.shipping > 0) rows.push([t('label.shipping'), money(document.shipping)])
  let y = top
  for (const [label, value] of rows) {
    write(doc, label, LEFT + 255, y, { width: 170, align: 'right' })
    y += write(doc, value, LEFT + 425, y, { width: 90, align: 'right' })
  }
  doc
    .moveTo(LEFT + 255, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke()
  write(doc, t('label.total'), LEFT + 255, y + 4, { width: 170, align: 'right', bold: true, size: 11 })
  write(doc, `₹ ${money(document.total)}`, LEFT + 405, y + 4, { width: 110, align: 'right', bold: true, size: 11 })
  return y + 22
}
