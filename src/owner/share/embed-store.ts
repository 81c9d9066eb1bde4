import { makeAutoObservable, runInAction } from 'mobx'
import {
  EmbedSettingsResponse,
  OWNER_EMBED_PATH,
  OWNER_EMBED_SECRET_PATH,
  type EmbedSettingsResponse as Settings,
} from '../../../contract/embed'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { failureOf, type Failure } from '../panel-kit/errors'
import type { WriteClipboard } from './share-store'

const browserClipboard: WriteClipboard = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'))

/** The snippet a host website pastes (docs/embedding.md). */
export function embedSnippet(settings: Pick<Settings, 'loaderUrl' | 'subdomain'>): string {
  return `<script async src="${settings.loaderUrl}" data-site="${settings.subdomain}"></script>`
}

/**
 * The Share tab's embed card: the snippet to copy, the websites (origins) allowed to show the widget, one per line
 * as typed, and the identify secret (hidden until asked; a new one replaces it). A failed save keeps what is typed
 * and shows the server's words by the field.
 */
export class EmbedStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle'
  settings: Settings | null = null
  /** The origins as typed, one per line. */
  input = ''
  busy: 'save' | 'renew' | null = null
  done: 'saved' | 'renewed' | null = null
  copy: 'copied' | 'failed' | null = null
  secretShown = false
  failure: Failure | null = null

  constructor(
    private readonly api: OwnerHttpClient,
    private readonly writeClipboard: WriteClipboard = browserClipboard,
  ) {
    makeAutoObservable<EmbedStore, 'api' | 'writeClipboard'>(this, { api: false, writeClipboard: false })
  }

  get snippet(): string {
    return this.settings ? embedSnippet(this.settings) : ''
  }

  /** The error of the origins field from the last failed save. */
  get fieldError(): string | null {
    return this.failure?.fields.find((error) => error.path.startsWith('body.origins'))?.message ?? null
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const answer = await this.api.get(OWNER_EMBED_PATH, EmbedSettingsResponse)
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
    this.done = null
  }

  toggleSecret(): void {
    this.secretShown = !this.secretShown
  }

  async copySnippet(): Promise<void> {
    try {
      await this.writeClipboard(this.snippet)
      runInAction(() => (this.copy = 'copied'))
    } catch {
      runInAction(() => (this.copy = 'failed'))
    }
  }

  save(): Promise<void> {
    const origins = this.input
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
    return this.run('save', OWNER_EMBED_PATH, { origins })
  }

  renew(): Promise<void> {
    return this.run('renew', OWNER_EMBED_SECRET_PATH, {})
  }

  private async run(action: 'save' | 'renew', path: string, body: object): Promise<void> {
    this.busy = action
    this.failure = null
    this.done = null
    try {
      const answer = await this.api.post(path, body, EmbedSettingsResponse)
      runInAction(() => {
        this.take(answer)
        this.done = action === 'save' ? 'saved' : 'renewed'
      })
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error)))
    } finally {
      runInAction(() => (this.busy = null))
    }
  }

  private take(answer: Settings): void {
    this.settings = answer
    this.input = answer.origins.join('\n')
  }
}
