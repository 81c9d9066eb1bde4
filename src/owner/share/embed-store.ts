import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import {
  EmbedSettingsResponse,
  OWNER_EMBED_PATH,
  OWNER_EMBED_SECRET_PATH,
  type EmbedSettingsResponse as Settings,
} from '../../../contract/embed'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { ShareSetting } from './share-setting'
import type { WriteClipboard } from './share-store'

const browserClipboard: WriteClipboard = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'))

/** The snippet a host website pastes (docs/embedding.md). */
export function embedSnippet(settings: Pick<Settings, 'loaderUrl' | 'subdomain'>): string {
  return `<script async src="${settings.loaderUrl}" data-site="${settings.subdomain}"></script>`
}

/** The origins as typed, one per line, as the server takes them. */
const originsOf = (input: string) =>
  input
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/**
 * The Share tab's embed card (a Share tab setting): the snippet to copy, the websites (origins) allowed to show the
 * widget, one per line as typed ('save'), and the identify secret (hidden until asked; 'renew' replaces it).
 */
export class EmbedStore extends ShareSetting<Settings, 'save' | 'renew'> {
  copy: 'copied' | 'failed' | null = null
  secretShown = false

  constructor(
    api: OwnerHttpClient,
    private readonly writeClipboard: WriteClipboard = browserClipboard,
  ) {
    super(api, {
      path: OWNER_EMBED_PATH,
      codec: EmbedSettingsResponse,
      inputOf: (answer) => answer.origins.join('\n'),
      field: 'body.origins',
      actions: {
        save: { path: OWNER_EMBED_PATH, body: (input) => ({ origins: originsOf(input) }) },
        renew: { path: OWNER_EMBED_SECRET_PATH, body: () => ({}) },
      },
    })
    makeObservable(this, { copy: observable, secretShown: observable, snippet: computed, toggleSecret: action })
  }

  get snippet(): string {
    return this.answer ? embedSnippet(this.answer) : ''
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
}
