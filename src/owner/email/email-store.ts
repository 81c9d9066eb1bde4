import { makeAutoObservable, runInAction } from 'mobx'
import { OWNER_EMAIL_SETTINGS_PATH, OwnerEmailSettingsResponse } from '../../../contract/owner-email'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'

/**
 * Settings, E-mail: the signed-in owner's address and choices (an e-mail
 * per new order, the daily digest), and whether the server sends e-mail at
 * all (`configured`).
 */
export class EmailStore {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  failure: Failure | null = null
  configured = false
  address = ''
  newOrders = false
  dailyDigest = false
  saving = false
  saved = false
  saveFailure: Failure | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<EmailStore, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    try {
      this.take(await this.api.get(OWNER_EMAIL_SETTINGS_PATH, OwnerEmailSettingsResponse))
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error)
        this.status = 'failed'
      })
    }
  }

  setAddress(address: string): void {
    this.address = address
    this.saved = false
  }

  toggle(choice: 'newOrders' | 'dailyDigest'): void {
    this[choice] = !this[choice]
    this.saved = false
  }

  /** The server's message for the address, after a 400 naming it. */
  get addressError(): string | null {
    return this.saveFailure?.fields.find((entry) => entry.path.startsWith('body.address'))?.message ?? null
  }

  async save(): Promise<void> {
    this.saving = true
    this.saved = false
    this.saveFailure = null
    const address = this.address.trim()
    const body = { address: address === '' ? null : address, newOrders: this.newOrders, dailyDigest: this.dailyDigest }
    try {
      const saved = await this.api.request({
        method: 'PUT',
        path: OWNER_EMAIL_SETTINGS_PATH,
        body,
        codec: OwnerEmailSettingsResponse,
      })
      this.take(saved)
      runInAction(() => (this.saved = true))
    } catch (error) {
      runInAction(() => (this.saveFailure = failureOf(error)))
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  private take(settings: OwnerEmailSettingsResponse): void {
    runInAction(() => {
      this.configured = settings.configured
      this.address = settings.address ?? ''
      this.newOrders = settings.newOrders
      this.dailyDigest = settings.dailyDigest
      this.status = 'ready'
    })
  }
}
