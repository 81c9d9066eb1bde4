import { makeAutoObservable, observable } from 'mobx'
import {
  OWNER_QUOTES_PATH,
  QuoteResponse,
  QuotesResponse,
  type CreateQuoteBody,
  type Quote,
} from '../../../contract/quotes'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Submission } from '../../client/store/submission'
import type { OwnerT } from '../i18n'
import type { OwnerLive } from '../owner-live'
import { errorText } from '../stores/error-text'
import { indianDate } from '../../../contract/service-slot'
import { defaultValidUntil, enquiryLines, type DraftLine } from './quote-draft'

/**
 * The owner's quotes: those of the open conversation's customer (by id, kept
 * current by `owner-quote`, so a quote message shows accepted or declined
 * live) and the Send quote form (lines, note, last day), started from the
 * customer's latest enquiry when there is one.
 */
export class QuotesStore {
  readonly byId = observable.map<string, Quote>()
  formOpen = false
  lines: DraftLine[] = []
  note = ''
  validUntil = ''
  /** 'Send quote' (one at a time). */
  readonly sending = new Submission()
  private customerId: string | null = null
  private nextKey = 1

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live: OwnerLive,
    private readonly t: OwnerT,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<QuotesStore, 'api' | 'live' | 't' | 'now'>(this, {
      api: false,
      live: false,
      t: false,
      now: false,
      sending: false,
    })
  }

  /** Follows `owner-quote`; returns the stop. */
  connect(): () => void {
    return this.live.on('quote', ({ quote }) => this.put(quote))
  }

  /** The customer's quotes (their messages name them). */
  async load(customerId: string): Promise<void> {
    this.customerId = customerId
    try {
      const answer = await this.api.get(OWNER_QUOTES_PATH, QuotesResponse, { customerId })
      if (this.customerId === customerId) for (const quote of answer.data) this.put(quote)
    } catch {
      // The messages still show; the status line waits for the next live change.
    }
  }

  put(quote: Quote): void {
    this.byId.set(quote._id, quote)
  }

  /** Opens the form for `customerId`, with the lines of their latest enquiry (or one empty line). */
  open(customerId: string, enquiry: string | null): void {
    this.customerId = customerId
    const from = enquiry ? enquiryLines(enquiry) : []
    this.lines = (from.length > 0 ? from : [{ name: '', quantity: '1' }]).map((line) => ({
      key: this.nextKey++,
      name: line.name,
      quantity: line.quantity,
      unitPrice: '',
    }))
    this.note = ''
    this.validUntil = defaultValidUntil(new Date(this.now()))
    this.sending.clear()
    this.formOpen = true
  }

  close(): void {
    this.formOpen = false
  }

  addLine(): void {
    this.lines.push({ key: this.nextKey++, name: '', quantity: '1', unitPrice: '' })
  }

  removeLine(key: number): void {
    this.lines = this.lines.filter((line) => line.key !== key)
  }

  editLine(key: number, change: Partial<Omit<DraftLine, 'key'>>): void {
    const line = this.lines.find((candidate) => candidate.key === key)
    if (line) Object.assign(line, change)
  }

  setNote(note: string): void {
    this.note = note
  }

  setValidUntil(date: string): void {
    this.validUntil = date
  }

  /** Today (Indian time): the earliest last day a quote may have. */
  get today(): string {
    return indianDate(new Date(this.now()))
  }

  /** The total of the lines as typed, in rupees (lines not yet numbers count 0). */
  get total(): number {
    return this.lines.reduce((acc, line) => acc + (Number(line.quantity) || 0) * (Number(line.unitPrice) || 0), 0)
  }

  get canSend(): boolean {
    return (
      !this.sending.busy &&
      this.lines.length > 0 &&
      this.validUntil >= this.today &&
      this.lines.every(
        (line) =>
          line.name.trim() !== '' &&
          Number.isInteger(Number(line.quantity)) &&
          Number(line.quantity) >= 1 &&
          line.unitPrice.trim() !== '' &&
          Number(line.unitPrice) >= 0,
      )
    )
  }

  /** Sends the quote: it reaches the customer's chat as a message with Accept and Decline. */
  send(): Promise<boolean> {
    const customerId = this.customerId
    if (!customerId || !this.canSend) return Promise.resolve(false)
    const body: CreateQuoteBody = {
      customerId,
      lines: this.lines.map((line) => ({
        name: line.name.trim(),
        quantity: Number(line.quantity),
        unitPrice: Math.round(Number(line.unitPrice) * 100) / 100,
      })),
      validUntil: this.validUntil,
      ...(this.note.trim() ? { note: this.note.trim() } : {}),
    }
    return this.sending.submit(
      () => this.api.post(OWNER_QUOTES_PATH, body, QuoteResponse),
      (answer) => {
        this.put(answer.data)
        this.formOpen = false
      },
    )
  }

  /** Why the last send failed, in words. */
  get error(): string | null {
    return this.sending.error === null ? null : errorText(this.sending.error, this.t)
  }
}
