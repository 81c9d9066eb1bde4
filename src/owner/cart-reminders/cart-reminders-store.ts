import { makeAutoObservable } from 'mobx'
import { CartRemindersResponse, OWNER_CART_REMINDERS_PATH } from '../../../contract/owner-cart-reminders'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { SectionForm } from '../panel-kit/section-form'

/** The reminder form: the delay in hours as the picker holds it ('' for off). */
export interface CartRemindersForm {
  hours: string
}

/**
 * Settings, Cart reminders: the shop's delay before a forgotten cart's reminder (off by default) as a section form,
 * and what the reminders did in the last 30 days (`sent`, and of those `ordered`).
 */
export class CartRemindersStore {
  readonly request = new Loadable()
  readonly choice = new SectionForm<CartRemindersForm>()
  sent = 0
  ordered = 0

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<CartRemindersStore, 'api'>(this, { api: false, request: false, choice: false })
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_CART_REMINDERS_PATH, CartRemindersResponse),
      (answer) => this.take(answer),
    )
  }

  setHours(hours: string): void {
    if (this.choice.form) this.choice.change(this.choice.form, 'hours', hours)
  }

  save(): Promise<boolean> {
    return this.choice.submit(
      ({ hours }) =>
        this.api.request({
          method: 'PUT',
          path: OWNER_CART_REMINDERS_PATH,
          body: { hours: hours === '' ? null : Number(hours) },
          codec: CartRemindersResponse,
        }),
      (answer) => this.take(answer),
    )
  }

  private take(answer: CartRemindersResponse): void {
    this.sent = answer.sent
    this.ordered = answer.ordered
    this.choice.fill({ hours: answer.hours === null ? '' : String(answer.hours) })
  }
}
