import { makeAutoObservable, reaction } from 'mobx'
import { CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent } from '../../../contract/catalogue-live'
import { OWNER_READY_TO_SELL_PATH, ReadyToSellResponse, type SaleBlocker } from '../../../contract/ready-to-sell'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import type { SocketBus } from '../../client/socket/socket-bus'
import { Loadable } from '../../client/store/loadable'
import type { OwnerLiveEvents } from '../owner-live'
import type { ShareStore } from './share-store'

/** What 'Ready to sell' and its strip show: this store's answer, and the site's link to share once it is ready. */
export interface ReadyToSellProps {
  store: ReadyToSellStore
  share: ShareStore
}

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
  /** The owner opened a fix from here in this visit: every screen then shows how far the shop is from selling. */
  guiding = false

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly live?: Pick<SocketBus<OwnerLiveEvents>, 'subscribe' | 'on'>,
    /** What the owner saved last in Settings (payments, hours, delivery): a new value reads the state again. */
    private readonly saved: () => unknown = () => null,
  ) {
    makeAutoObservable<ReadyToSellStore, 'api' | 'live' | 'saved'>(this, {
      api: false,
      live: false,
      saved: false,
      request: false,
    })
  }

  /** A fix opened from 'Ready to sell': the next one is offered on every screen until the shop can sell. */
  guide(): void {
    this.guiding = true
  }

  /** The first thing that stops a sale, or null when nothing does (or nothing is known yet). */
  get nextFix(): SaleBlocker | null {
    return this.answer?.blockers[0] ?? null
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_READY_TO_SELL_PATH, ReadyToSellResponse),
      (answer) => (this.answer = answer),
      { quiet: true },
    )
  }

  /**
   * Reads again on a catalogue change (this owner's or another's), a save in Settings and after a reconnection;
   * returns the stop.
   */
  connect(): () => void {
    if (!this.live) return () => {}
    const reload = () => void this.load()
    const stops = [
      this.live.subscribe(CATALOGUE_CHANGED_EVENT, CatalogueChangedEvent, reload),
      this.live.on('reconnected', reload),
      reaction(this.saved, reload),
    ]
    return () => stops.forEach((stop) => stop())
  }
}
