import { makeAutoObservable, runInAction } from 'mobx'
import {
  CustomDomainResponse,
  OWNER_DOMAIN_CHECK_PATH,
  OWNER_DOMAIN_PATH,
  OWNER_DOMAIN_REMOVE_PATH,
  type CustomDomain,
} from '../../../contract/custom-domain'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'

export type DomainAction = 'save' | 'check' | 'remove'

/**
 * The site's custom domain: the owner types it and saves it, adds the DNS
 * record the answer names, and presses Check; the server verifies it. A
 * failed call keeps what is typed and shows the server's words (a 400's by
 * the field).
 */
export class DomainStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  domain: CustomDomain | null = null
  /** The domain as typed. */
  input = ''
  busy: DomainAction | null = null
  failure: Failure | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<DomainStore, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const answer = await this.api.get(OWNER_DOMAIN_PATH, CustomDomainResponse)
      runInAction(() => {
        this.take(answer)
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error)
        this.status = 'failed'
      })
    }
  }

  setInput(value: string): void {
    this.input = value
  }

  /** The error of the domain field from the last failed save. */
  get fieldError(): string | null {
    return this.failure?.fields.find((error) => error.path === 'body.domain')?.message ?? null
  }

  save(): Promise<void> {
    return this.run('save', OWNER_DOMAIN_PATH, { domain: this.input })
  }

  check(): Promise<void> {
    return this.run('check', OWNER_DOMAIN_CHECK_PATH, {})
  }

  remove(): Promise<void> {
    return this.run('remove', OWNER_DOMAIN_REMOVE_PATH, {})
  }

  private async run(action: DomainAction, path: string, body: object): Promise<void> {
    this.busy = action
    this.failure = null
    try {
      const answer = await this.api.post(path, body, CustomDomainResponse)
      runInAction(() => this.take(answer))
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    } finally {
      runInAction(() => (this.busy = null))
    }
  }

  private take(answer: CustomDomainResponse): void {
    this.domain = answer.domain
    this.input = answer.domain?.domain ?? ''
  }
}
