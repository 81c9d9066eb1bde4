import { makeAutoObservable } from 'mobx'
import { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from '../../../contract/catalogue-live'
import { OWNER_READY_TO_SELL_PATH, ReadyToSellResponse } from '../../../contract/ready-to-sell'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import type { SocketBus } from '../../client/socket/socket-bus'
import { Loadable } from '../../client/store/loadable'
import type { OwnerLiveEvents } from '../owner-live'

/**
 * 'Ready to sell': whether a customer can order now, and what stops it, as the server reads it from the site's
 * items, payments, delivery and hours. Read when the first screen shows (the owner comes back from a change made
 * in another tab), and again when the catalogue changes or the socket reconnects.
 *
 * @example
 * const ready = new ReadyToSellStore(api, live)
 * const stop = ready.connect()
 * await ready.load() // ready.answer?.blockers → ['noPayment']
 */
export class ReadyToSellStore {
  /** The kernel's request slot; a reload keeps what is shown, even when it fails. */
  readonly request = new Loadable()
  answer: ReadyToSellResponse | null = null

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live?: Pick<SocketBus<OwnerLiveEvents>, 'subscribe' | 'on'>,
  ) {
    makeAutoObservable<ReadyToSellStore, 'api' | 'live'>(this, { api: false, live: false, request: false })
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_READY_TO_SELL_PATH, ReadyToSellResponse),
      (answer) => (this.answer = answer),
      { quiet: true },
    )
  }

  /** Reads again on a catalogue change (this owner's or another's) and after a reconnection; returns the stop. */
  connect(): () => void {
    if (!this.live) return () => {}
    const reload = () => void this.load()
    const stops = [
      this.live.subscribe(CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent, reload),
      this.live.on('reconnected', reload),
    ]
    return () => stops.forEach((stop) => stop())
  }
}
