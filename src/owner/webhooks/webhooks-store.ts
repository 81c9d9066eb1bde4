import { makeAutoObservable, runInAction } from 'mobx'
import {
  OWNER_WEBHOOK_DELETE_PATH,
  OWNER_WEBHOOK_DELIVERIES_PATH,
  OWNER_WEBHOOK_RESEND_PATH,
  OWNER_WEBHOOK_SAVE_PATH,
  OWNER_WEBHOOK_SECRET_PATH,
  OWNER_WEBHOOKS_PATH,
  OwnerWebhooksResponse,
  ResendWebhookResponse,
  SaveWebhookResponse,
  WebhookDeliveriesResponse,
  WebhookSecretResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../contract/webhooks'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'
import { failureOf, type Failure } from '../panel-kit/errors'
import { SectionForm } from '../panel-kit/section-form'

/** The endpoint form: its URL, the events picked, on or off (`_id` null: a new one). */
export interface WebhookForm {
  _id: string | null
  url: string
  events: WebhookEventType[]
  enabled: boolean
}

/**
 * Settings, Webhooks: the site's endpoints, one edited at a time; a new
 * one's secret shown once right after it is made (and again on request);
 * an endpoint's delivery log with 'Resend'.
 */
export class WebhooksStore {
  /** The endpoints' request (the kernel's `Loadable`). */
  readonly request = new Loadable()
  /** What failed outside the form (showing a secret, a delete). */
  failure: Failure | null = null
  endpoints: WebhookEndpoint[] = []
  /** The endpoint being edited (a section form; none: no editor open). */
  readonly endpoint = new SectionForm<WebhookForm>()
  /** A secret on screen, and whose. */
  secret: { endpointId: string; value: string } | null = null
  /** The endpoint whose log is open, and its deliveries. */
  log: { endpointId: string; deliveries: WebhookDelivery[] | null; failure: Failure | null } | null = null
  confirmingDelete: WebhookEndpoint | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<WebhooksStore, 'api'>(this, { api: false, request: false, endpoint: false })
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.api.get(OWNER_WEBHOOKS_PATH, OwnerWebhooksResponse),
      (data) => (this.endpoints = data.endpoints),
    )
  }

  get editing(): WebhookForm | null {
    return this.endpoint.form
  }

  edit(endpoint: WebhookEndpoint | null): void {
    this.endpoint.open(
      endpoint
        ? { _id: endpoint._id, url: endpoint.url, events: [...endpoint.events], enabled: endpoint.enabled }
        : { _id: null, url: '', events: ['order.created'], enabled: true },
    )
  }

  cancel(): void {
    this.endpoint.open(null)
  }

  setUrl(url: string): void {
    if (this.editing) this.endpoint.change(this.editing, 'url', url)
  }

  setEnabled(enabled: boolean): void {
    if (this.editing) this.endpoint.change(this.editing, 'enabled', enabled)
  }

  toggleEvent(event: WebhookEventType): void {
    const form = this.editing
    if (!form) return
    const events = form.events.includes(event)
      ? form.events.filter((known) => known !== event)
      : [...form.events, event]
    this.endpoint.change(form, 'events', events)
  }

  save(): Promise<boolean> {
    return this.endpoint.submit(
      ({ _id, url, events, enabled }) =>
        this.api.post(OWNER_WEBHOOK_SAVE_PATH, { ...(_id && { _id }), url, events, enabled }, SaveWebhookResponse),
      (saved) => {
        const index = this.endpoints.findIndex((endpoint) => endpoint._id === saved.endpoint._id)
        if (index === -1) this.endpoints.push(saved.endpoint)
        else this.endpoints[index] = saved.endpoint
        if (saved.secret) this.secret = { endpointId: saved.endpoint._id, value: saved.secret }
        this.endpoint.fill(null)
      },
    )
  }

  async reveal(endpointId: string): Promise<void> {
    try {
      const { secret } = await this.api.post(OWNER_WEBHOOK_SECRET_PATH, { _id: endpointId }, WebhookSecretResponse)
      runInAction(() => (this.secret = { endpointId, value: secret }))
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }

  hideSecret(): void {
    this.secret = null
  }

  askDelete(endpoint: WebhookEndpoint | null): void {
    this.confirmingDelete = endpoint
  }

  async remove(endpoint: WebhookEndpoint): Promise<void> {
    const endpointId = endpoint._id
    try {
      const data = await this.api.post(OWNER_WEBHOOK_DELETE_PATH, { _id: endpointId }, OwnerWebhooksResponse)
      runInAction(() => {
        this.endpoints = data.endpoints
        this.confirmingDelete = null
        if (this.log?.endpointId === endpointId) this.log = null
      })
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    }
  }

  /** Opens (or refreshes) the delivery log of an endpoint. */
  async openLog(endpointId: string): Promise<void> {
    if (this.log?.endpointId !== endpointId) this.log = { endpointId, deliveries: null, failure: null }
    try {
      const data = await this.api.get(OWNER_WEBHOOK_DELIVERIES_PATH, WebhookDeliveriesResponse, { endpointId })
      runInAction(() => {
        if (this.log?.endpointId === endpointId) this.log = { endpointId, deliveries: data.deliveries, failure: null }
      })
    } catch (error) {
      runInAction(() => {
        if (this.log?.endpointId === endpointId) this.log.failure = failureOf(error)
      })
    }
  }

  closeLog(): void {
    this.log = null
  }

  async resend(deliveryId: string): Promise<void> {
    try {
      const { delivery } = await this.api.post(OWNER_WEBHOOK_RESEND_PATH, { _id: deliveryId }, ResendWebhookResponse)
      runInAction(() => {
        const log = this.log
        if (!log?.deliveries) return
        log.deliveries = [delivery, ...log.deliveries.filter((known) => known._id !== delivery._id)]
      })
    } catch (error) {
      runInAction(() => {
        if (this.log) this.log.failure = failureOf(error)
      })
    }
  }
}
