import { type IReactionDisposer, makeAutoObservable, reaction } from 'mobx'
import { CONTACT_PATH, ContactResponse, contactRequest } from '../../../contract/contact'
import type { ChatEngine } from '../../engine/chat-engine'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import { serverMessageOf } from '../../client/http/http-error'
import { ItemChoice } from '../../ui/item/item-choice'
import { formatRupees } from '../../ui/money'
import { ITEM_DATA_KEYS, type ItemDataKey, type ItemRef, readItemRefs, writeItemRefs } from '../catalogue'
import { VisitorContact } from './visitor-contact'

/** One item of the enquiry; `withPrice` when it was stored under the with-price key (its price is shown and sent). */
export interface EnquiryLine {
  choice: ItemChoice
  withPrice: boolean
}

/**
 * The enquiry panel of `?source=send_enquiry_request` (docs/product.md): the items
 * stored in `webOrderSendEnquiryRequestItemData` (priced on request) and
 * `webOrderSendEnquiryRequestItemWithPriceData` (with their prices), each
 * with a variant or package and a quantity, plus a note. Sending posts one
 * chat message listing them and clears the stored items. Items priced on
 * request reach it from their card's 'Send Enquiry Request' (`EnquiryRequests.enquireAbout`).
 * The panel owns it.
 */
export class EnquiryStore {
  lines: EnquiryLine[] = []
  note = ''
  /** Reading the stored items from the catalogue. */
  readonly reading = new Loadable()
  /** Sending the enquiry (to the chat or, signed out, as a lead): one at a time. */
  readonly sending = new Submission()
  /** Signed out: how the business reaches the visitor back. */
  readonly visitor = new VisitorContact()

  private readonly keepStored: IReactionDisposer

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<EnquiryStore, 'engine' | 'keepStored'>(this, {
      engine: false,
      keepStored: false,
      reading: false,
      sending: false,
    })
    // A changed variant, package or quantity is kept for a reload, like a removed item.
    this.keepStored = reaction(
      () => this.lines.map(({ choice }) => `${choice.variant?._id}:${choice.package?._id}:${choice.quantity}`).join(),
      () => this.store(),
    )
  }

  /** The panel is gone. */
  dispose(): void {
    this.keepStored()
  }

  /** Send is disabled with no items (and while sending). */
  get canSend(): boolean {
    return this.lines.length > 0 && !this.sending.busy
  }

  /**
   * Reads both stored lists and loads their items from the catalogue; entries without a slug or product id, or no
   * longer sold, are left out.
   */
  async open(): Promise<void> {
    const stored = [
      ...readItemRefs(this.engine.storage, ITEM_DATA_KEYS.enquiry).map((ref) => ({ ref, withPrice: false })),
      ...readItemRefs(this.engine.storage, ITEM_DATA_KEYS.enquiryWithPrice).map((ref) => ({ ref, withPrice: true })),
    ]
    const catalogue = this.engine.plugin('catalogue')
    await this.reading.run(
      () => Promise.all(stored.map(({ ref }) => catalogue.findItem(ref))),
      (items) => {
        this.lines = stored.flatMap(({ ref, withPrice }, index) => {
          const item = items[index]
          return item
            ? [
                {
                  choice: new ItemChoice(item, {
                    variant: ref.selectedVariant,
                    package: ref.selectedPackage,
                    quantity: ref.quantity,
                  }),
                  withPrice,
                },
              ]
            : []
        })
      },
    )
  }

  /** Why the items could not be read, when they could not. */
  get error(): string | null {
    return this.reading.status === 'failed'
      ? (serverMessageOf(this.reading.error) ?? this.engine.t('enquiry:errors.load'))
      : null
  }

  remove(line: EnquiryLine): void {
    this.lines = this.lines.filter((candidate) => candidate !== line)
  }

  setNote(note: string): void {
    this.note = note
  }

  /**
   * Posts the enquiry as one chat message (`kind: 'enquiry'`); on success the stored items are cleared and the chat
   * shows.
   */
  async send(): Promise<void> {
    if (!this.canSend) return
    // Marked, so the owner's inbox makes it stand out.
    const message = this.messageText()
    const sent = await this.sending.submit(async () => {
      if (!(await this.engine.messages.send({ message, kind: 'enquiry' }))) throw new Error('not sent')
    })
    if (!sent) return
    this.engine.snackbar.show(this.engine.t('enquiry:sent'), 'success')
    this.reset()
    this.close()
  }

  /**
   * Signed out (visitors send enquiries): the enquiry goes to the
   * business as a lead with the visitor's name and phone (the contact call,
   * `template_contact_us`), without a sign-in; then the stored items are
   * cleared. Refused fields show their validation message.
   */
  async sendAsVisitor(): Promise<void> {
    this.visitor.submit()
    if (!this.canSend || !this.visitor.valid) return
    const { name, countryCode, phone } = this.visitor
    const body = contactRequest(
      { name, countryCode, phone, email: '', company: '', services: this.messageText(), message: '' },
      this.engine.site.subdomain,
    )
    const sent = await this.sending.submit(async () => {
      const answer = await this.engine.transport.post(CONTACT_PATH, body, ContactResponse)
      if (answer.message !== 'success') throw new Error(answer.message)
    })
    if (!sent) {
      this.engine.snackbar.show(serverMessageOf(this.sending.error) ?? this.engine.t('enquiry:contact.failed'))
      return
    }
    this.engine.snackbar.show(
      this.engine.t('enquiry:visitor.sent', { phone: `${countryCode} ${phone.trim()}` }),
      'success',
    )
    this.reset()
    this.close()
  }

  /** 'Back to chat': the stored items stay for next time. */
  close(): void {
    this.engine.goTo(this.engine.isLoggedIn ? 'chat-active' : 'phone-entry')
  }

  /** The message the business receives, in the widget's language. */
  messageText(): string {
    const t = (key: Parameters<ChatEngine['t']>[0], values?: Parameters<ChatEngine['t']>[1]) =>
      this.engine.t(key, values)
    const rows = this.lines.map(({ choice, withPrice }) => {
      const option = choice.variant?.name ?? choice.package?.name
      const name = option ? `${choice.item.name} (${option})` : choice.item.name
      const row = t('enquiry:message.item', { name, quantity: choice.quantity })
      return withPrice && choice.priceVisible
        ? `${row} ${t('enquiry:message.price', { price: formatRupees(choice.unit.sale) })}`
        : row
    })
    const note = this.note.trim()
    return [t('enquiry:message.heading'), ...rows, ...(note ? [t('enquiry:message.note', { note })] : [])].join('\n')
  }

  private reset(): void {
    this.lines = []
    this.note = ''
    this.reading.reset()
    this.engine.storage.removeItem(ITEM_DATA_KEYS.enquiry)
    this.engine.storage.removeItem(ITEM_DATA_KEYS.enquiryWithPrice)
  }

  /** Keeps storage in step with the lines (a removed item stays removed after a reload). */
  private store(): void {
    const refsOf = (withPrice: boolean): ItemRef[] =>
      this.lines
        .filter((line) => line.withPrice === withPrice)
        .map(({ choice }) => ({
          productId: choice.item._id,
          slug: choice.item.slug,
          ...(choice.variant ? { selectedVariant: choice.variant._id } : {}),
          ...(choice.package ? { selectedPackage: choice.package._id } : {}),
          quantity: choice.quantity,
        }))
    const write = (key: ItemDataKey, withPrice: boolean) => writeItemRefs(this.engine.storage, key, refsOf(withPrice))
    write(ITEM_DATA_KEYS.enquiry, false)
    write(ITEM_DATA_KEYS.enquiryWithPrice, true)
  }
}
