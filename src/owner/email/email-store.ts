import { makeAutoObservable } from 'mobx'
import { OWNER_EMAIL_SETTINGS_PATH, OwnerEmailSettingsResponse } from '../../../contract/owner-email'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { SectionForm } from '../panel-kit/section-form'

/** The e-mail form: the address as typed ('' for none) and the two choices. */
export interface EmailForm {
  address: string
  newOrders: boolean
  dailyDigest: boolean
}

const formOf = (settings: OwnerEmailSettingsResponse): EmailForm => ({
  address: settings.address ?? '',
  newOrders: settings.newOrders,
  dailyDigest: settings.dailyDigest,
})

/**
 * Settings, E-mail: the signed-in owner's address and choices (an e-mail
 * per new order, the daily digest) as a section form, and whether the server
 * sends e-mail at all (`configured`).
 */
export class EmailStore {
  /** The choices' request (the kernel's `Loadable`). */
  readonly request = new Loadable()
  readonly choices = new SectionForm<EmailForm>()
  configured = false

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<EmailStore, 'api'>(this, { api: false, request: false, choices: false })
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_EMAIL_SETTINGS_PATH, OwnerEmailSettingsResponse),
      (settings) => this.take(settings),
    )
  }

  setAddress(address: string): void {
    if (this.choices.form) this.choices.change(this.choices.form, 'address', address)
  }

  toggle(choice: 'newOrders' | 'dailyDigest'): void {
    const form = this.choices.form
    if (form) this.choices.change(form, choice, !form[choice])
  }

  save(): Promise<boolean> {
    return this.choices.submit(
      ({ address, newOrders, dailyDigest }) => {
        const body = { address: address.trim() === '' ? null : address.trim(), newOrders, dailyDigest }
        return this.api.request({
          method: 'PUT',
          path: OWNER_EMAIL_SETTINGS_PATH,
          body,
          codec: OwnerEmailSettingsResponse,
        })
      },
      (settings) => this.take(settings),
    )
  }

  private take(settings: OwnerEmailSettingsResponse): void {
    this.configured = settings.configured
    this.choices.fill(formOf(settings))
  }
}
