import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { AddressesResponse, GET_ADDRESSES_PATH, type DeliveryAddress } from '../../../contract/address'
import {
  QUOTE_ANSWER_PATH,
  QUOTE_PATH,
  QUOTE_UPDATED_EVENT,
  QuoteAnswerResponse,
  QuoteResponse,
  QuoteUpdatedEvent,
  type Quote,
} from '../../../contract/quotes'
import { serverMessageOf } from '../../client/http/http-error'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import type { ChatEngine } from '../../engine'
import { completeSlot, type SlotChoice } from '../ui/slot/ServiceSlotPicker'

/**
 * One quote of a chat message (`data-quote-id`): read from the server, kept
 * current by `quote-updated`, answered with Accept (with the delivery
 * address when a line ships, the preferred slot when one is a service) or
 * Decline. The orders an accept makes reach the chat and History through
 * their own live events.
 */
export class QuoteCardStore {
  quote: Quote | null = null
  /** Reading the quote (and the addresses it may need). */
  readonly reading = new Loadable()
  /** Sending Accept or Decline: one at a time. */
  readonly sending = new Submission()
  /** The answer being sent, while `sending` is busy. */
  private answering: 'accept' | 'decline' = 'accept'
  /** This card answered the quote (its buttons are gone): the focus moves to the status. */
  answered = false
  addresses: DeliveryAddress[] = []
  addressId = ''
  slot: SlotChoice = { date: '', slot: '' }

  constructor(
    private readonly engine: ChatEngine,
    readonly quoteId: string,
  ) {
    makeAutoObservable<QuoteCardStore, 'engine'>(this, {
      engine: false,
      quoteId: false,
      reading: false,
      sending: false,
    })
  }

  /**
   * Listens for changes of this quote, and for the address form closing (an
   * address added from this card is offered at once); returns the stop.
   */
  listen(): () => void {
    const stopQuote = this.engine.realtime.subscribe(QUOTE_UPDATED_EVENT, QuoteUpdatedEvent, ({ quote }) => {
      if (quote._id === this.quoteId) runInAction(() => (this.quote = quote))
    })
    const stopPanel = reaction(
      () => this.engine.ui.panel,
      (panel, before) => {
        if (before === 'addressForm' && panel !== 'addressForm' && this.quote?.needsAddress)
          void this.loadAddresses().catch(() => undefined)
      },
    )
    return () => {
      stopQuote()
      stopPanel()
    }
  }

  /** Opens the widget's address form for a new address (the orders plugin's panel). */
  addAddress(): void {
    void this.engine.plugin('orders').editAddress(null)
  }

  load(): Promise<boolean> {
    const customerId = this.engine.session.customerId ?? ''
    return this.reading.run(
      async () => {
        const answer = await this.engine.transport.get(QUOTE_PATH, QuoteResponse, { customerId, quoteId: this.quoteId })
        const addresses = answer.data.status === 'open' && answer.data.needsAddress ? await this.fetchAddresses() : null
        return { quote: answer.data, addresses }
      },
      ({ quote, addresses }) => {
        this.quote = quote
        if (addresses) this.takeAddresses(addresses)
      },
      { key: 'quote' },
    )
  }

  /** Which answer is being sent, or null. */
  get busy(): 'accept' | 'decline' | null {
    return this.sending.busy ? this.answering : null
  }

  get canAccept(): boolean {
    const quote = this.quote
    if (!quote || quote.status !== 'open' || this.busy !== null) return false
    if (quote.needsAddress && this.addressId === '') return false
    return !quote.isService || completeSlot(this.slot, new Date(this.engine.now())) !== null
  }

  chooseAddress(id: string): void {
    this.addressId = id
  }

  chooseSlot(slot: SlotChoice): void {
    this.slot = slot
  }

  async answer(answer: 'accept' | 'decline'): Promise<void> {
    const quote = this.quote
    if (!quote || this.busy !== null || (answer === 'accept' && !this.canAccept)) return
    this.answering = answer
    const slot = quote.isService ? completeSlot(this.slot, new Date(this.engine.now())) : null
    const sent = await this.sending.submit(
      () =>
        this.engine.transport.post(
          QUOTE_ANSWER_PATH,
          {
            customerId: this.engine.session.customerId,
            quoteId: quote._id,
            answer,
            ...(answer === 'accept' && quote.needsAddress ? { deliveryAddress: { _id: this.addressId } } : {}),
            ...(answer === 'accept' && slot ? { serviceSlot: slot } : {}),
          },
          QuoteAnswerResponse,
        ),
      (result) => {
        this.quote = result.data.quote
        this.answered = true
      },
    )
    if (sent) {
      this.engine.snackbar.show(this.engine.t(`quotes:${answer === 'accept' ? 'accepted' : 'declined'}`), 'success')
      return
    }
    this.engine.snackbar.show(serverMessageOf(this.sending.error) ?? this.engine.t('quotes:failed'))
    // Someone (another tab) may have answered it meanwhile: show it as it is now.
    void this.load()
  }

  private async loadAddresses(): Promise<void> {
    this.takeAddresses(await this.fetchAddresses())
  }

  private async fetchAddresses(): Promise<DeliveryAddress[]> {
    const answer = await this.engine.transport.get(GET_ADDRESSES_PATH, AddressesResponse, {
      customerId: this.engine.session.customerId ?? '',
    })
    return answer.data
  }

  private takeAddresses(addresses: DeliveryAddress[]): void {
    this.addresses = addresses
    const chosen = addresses.find((address) => address._id === this.addressId)
    // The default address, else the newest (just added here), else the first.
    this.addressId = (chosen ?? addresses.find((address) => address.isDefault) ?? addresses.at(-1))?._id ?? ''
  }
}
