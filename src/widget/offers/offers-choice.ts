import { makeAutoObservable, runInAction } from 'mobx'
import { CUSTOMER_OFFER_OPENED_PATH, CUSTOMER_OFFERS_PATH, OffersOptIn } from '../../../contract/offers'
import * as t from 'io-ts'
import { Submission } from '../../client/store/submission'
import type { ChatEngine } from '../../engine'

const Opened = t.type({ opened: t.boolean })

/**
 * The signed-in customer's choice of offers (on or off, `CUSTOMER_OFFERS_PATH`), one per engine: the opt-in card and
 * every offer card's 'Unsubscribe from offers' read and change this one. Also reports an offer card shown, once per
 * offer.
 */
export class OffersChoice {
  /** null: not read yet. */
  optedIn: boolean | null = null
  readonly saving = new Submission()
  private readonly reported = new Set<string>()

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<OffersChoice, 'engine' | 'reported'>(this, { engine: false, saving: false, reported: false })
  }

  async load(): Promise<boolean> {
    const answer = await this.engine.transport.get(CUSTOMER_OFFERS_PATH, OffersOptIn)
    runInAction(() => (this.optedIn = answer.optedIn))
    return answer.optedIn
  }

  choose(optedIn: boolean): Promise<boolean> {
    return this.saving.submit(
      () =>
        this.engine.transport.request({
          method: 'PUT',
          path: CUSTOMER_OFFERS_PATH,
          body: { optedIn },
          codec: OffersOptIn,
        }),
      (answer) => (this.optedIn = answer.optedIn),
    )
  }

  /** The offer's card was on the customer's screen: the owner's figures count it opened (once; the server keeps it). */
  opened(offerId: string): void {
    if (this.reported.has(offerId)) return
    this.reported.add(offerId)
    void this.engine.transport
      .post(CUSTOMER_OFFER_OPENED_PATH, { offerId }, Opened)
      .catch(() => this.reported.delete(offerId))
  }
}

const choices = new WeakMap<ChatEngine, OffersChoice>()

/** The engine's one `OffersChoice`. */
export function offersChoice(engine: ChatEngine): OffersChoice {
  let choice = choices.get(engine)
  if (!choice) choices.set(engine, (choice = new OffersChoice(engine)))
  return choice
}
