import { observable, runInAction } from 'mobx'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import type { OwnerT } from '../i18n'
import { attachmentProblem, uploadAttachment, type AttachmentChoice } from './attachment-upload'
import { errorText } from './error-text'

/** A file on its way (or refused), shown above the composer. */
export interface Upload {
  id: string
  name: string
  status: 'uploading' | 'failed'
  error?: string
}

/**
 * The files of the open conversation on their way to the server (or refused, with why), above the composer. Each
 * one, once uploaded, is handed to `sent` (the conversation sends it as a message) unless the conversation closed
 * meanwhile (`open()` false).
 */
export class UploadList {
  readonly items = observable.array<Upload>([], { deep: false })
  private sequence = 0

  constructor(private readonly deps: { api: OwnerHttpClient; t: OwnerT }) {}

  async attach(
    file: File,
    choice: AttachmentChoice,
    open: () => boolean,
    sent: (url: string) => Promise<void>,
  ): Promise<void> {
    const { t } = this.deps
    const id = `upload:${++this.sequence}`
    const problem = attachmentProblem(file, choice, t)
    if (problem) {
      runInAction(() => this.items.push({ id, name: file.name, status: 'failed', error: problem }))
      return
    }
    runInAction(() => this.items.push({ id, name: file.name, status: 'uploading' }))
    try {
      const url = await uploadAttachment(this.deps.api, file, choice)
      if (!open()) return
      this.dismiss(id)
      await sent(url)
    } catch (error) {
      if (!open()) return
      runInAction(() => {
        const index = this.items.findIndex((upload) => upload.id === id)
        if (index !== -1) this.items[index] = { id, name: file.name, status: 'failed', error: errorText(error, t) }
      })
    }
  }

  dismiss(id: string): void {
    runInAction(() => {
      const index = this.items.findIndex((upload) => upload.id === id)
      if (index !== -1) this.items.splice(index, 1)
    })
  }

  clear(): void {
    runInAction(() => this.items.clear())
  }
}
