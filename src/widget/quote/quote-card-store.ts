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
import type { ChatEngine } from '../../engine'
import { completeSlot, type SlotChoice } from '../../ui/slot/ServiceSlotPicker'

/**
 * One quote of a chat message (`data-quote-id`): read from the server, kept
 * current by `quote-updated`, answered with Accept (with the delivery
 * address when a line ships, the preferred slot when one is a service) or
 * Decline. The orders an accept makes reach the chat and History through
 * their own live events.
 */
export class QuoteCardStore {
  quote: Quote | null = null
  status: 'loading' | 'ready' | 'failed' = 'loading'
  busy: 'accept' | 'decline' | null = null
  /** This card answered the quote (its buttons are gone): the focus moves to the status. */
  answered = false
  addresses: DeliveryAddress[] = []
  addressId = ''
  slot: SlotChoice = { date: '', slot: '' }

  constructor(
    private readonly engine: ChatEngine,
    readonly quoteId: string,
  ) {
    makeAutoObservable<QuoteCardStore, 'engine'>(this, { engine: false, quoteId: false })
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

  async load(): Promise<void> {
    runInAction(() => (this.status = 'loading'))
    try {
      const customerId = this.engine.session.customerId ?? ''
      const answer = await this.engine.transport.get(QUOTE_PATH, QuoteResponse, { customerId, quoteId: this.quoteId })
      runInAction(() => {
        this.quote = answer.data
        this.status = 'ready'
      })
      if (answer.data.status === 'open' && answer.data.needsAddress) await this.loadAddresses()
    } catch {
      runInAction(() => (this.status = 'failed'))
    }
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
    this.busy = answer
    const slot = quote.isService ? completeSlot(this.slot, new Date(this.engine.now())) : null
    try {
      const result = await this.engine.transport.post(
        QUOTE_ANSWER_PATH,
        {
          customerId: this.engine.session.customerId,
          quoteId: quote._id,
          answer,
          ...(answer === 'accept' && quote.needsAddress ? { deliveryAddress: { _id: this.addressId } } : {}),
          ...(answer === 'accept' && slot ? { serviceSlot: slot } : {}),
        },
        QuoteAnswerResponse,
      )
      runInAction(() => {
        this.quote = result.data.quote
        this.answered = true
      })
      this.engine.snackbar.show(this.engine.t(`quotes:${answer === 'accept' ? 'accepted' : 'declined'}`), 'success')
    } catch (error) {
      this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t('quotes:failed'))
      // Someone (another tab) may have answered it meanwhile: show it as it is now.
      void this.load()
    } finally {
      runInAction(() => (this.busy = null))
    }
  }

  private async loadAddresses(): Promise<void> {
    const answer = await this.engine.transport.get(GET_ADDRESSES_PATH, AddressesResponse, {
      customerId: this.engine.session.customerId ?? '',
    })
    runInAction(() => {
      this.addresses = answer.data
      const chosen = answer.data.find((address) => address._id === this.addressId)
      // The default address, else the newest (just added here), else the first.
      this.addressId = (chosen ?? answer.data.find((address) => address.isDefault) ?? answer.data.at(-1))?._id ?? ''
    })
  }
}
