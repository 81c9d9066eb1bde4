import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { ChatEngine } from '../../engine'
import type { MessageType } from '../../../contract/chat'
import { checkFile, type AttachmentKind, type FileProblem } from '../../client/upload/file-rules'
import type { RecorderState, RecorderStore } from './recorder-store'
import type { UploadError, uploadFile } from './upload'

/** A file being sent: its upload progress, or its failure (with a retry when one can help). */
export interface Attachment {
  id: number
  kind: AttachmentKind
  file: Blob & { name?: string }
  caption: string
  progress: number
  failed: boolean
  /**
   * Set with `failed`: whether sending the same file again may work (a lost connection, a server error); a refused file
   * cannot.
   */
  retryable: boolean
  /** Why it failed, when the server said (e.g. the file size message); shown instead of 'Upload failed'. */
  reason: string | null
}

export type Uploader = typeof uploadFile

/** The upload call, loaded with the first file sent (it is not needed before). */
const lazyUpload: Uploader = (file, kind, options) =>
  import('./upload').then((module) => module.uploadFile(file, kind, options))

/** An `UploadError` (told by its name: the class loads with the upload call). */
function isUploadError(error: unknown): error is UploadError {
  return error instanceof Error && error.name === 'UploadError'
}

/**
 * The media plugin's store: checks a file (docs/product.md, 'Validation rules'), uploads it with progress,
 * then sends the message (type from the file: image, audio, video or file)
 * with its caption. A failed upload is logged and stays in `attachments` as
 * failed, with `retry`; `problem` holds the message of a refused file.
 */
export class MediaStore {
  attachments: Attachment[] = []
  problem: FileProblem | null = null
  /** The file picked for the attach preview (caption first, then send). */
  pending: { file: File; kind: AttachmentKind } | null = null
  /** The voice-note recorder, loaded with the first tap on the microphone (it is not needed before); null until then. */
  recorder: RecorderStore | null
  private nextId = 1

  constructor(
    private readonly engine: ChatEngine,
    private readonly upload: Uploader = lazyUpload,
    recorder?: RecorderStore,
  ) {
    this.recorder = recorder ?? null
    makeAutoObservable<MediaStore, 'engine' | 'upload'>(this, {
      engine: false,
      upload: false,
      recorder: observableRef,
    })
  }

  get recorderState(): RecorderState {
    return this.recorder?.state ?? 'idle'
  }

  /** The microphone was refused (the composer says so). */
  get micDenied(): boolean {
    return this.recorder?.micDenied ?? false
  }

  /** Starts a voice note, loading the recorder first if this is the first. */
  async record(): Promise<void> {
    if (!this.recorder) {
      const { browserRecorderDevices, RecorderStore } = await import('./recorder-store')
      runInAction(() => (this.recorder ??= new RecorderStore(browserRecorderDevices())))
    }
    await this.recorder!.start()
  }

  /** A file chosen with the image or attach button: refused with the file rules' message, or held for its caption. */
  pick(file: File, kind: AttachmentKind): void {
    this.problem = checkFile(file, kind)
    this.pending = this.problem ? null : { file, kind }
  }

  cancelPick(): void {
    this.pending = null
  }

  dismissProblem(): void {
    this.problem = null
  }

  /** Sends the picked file with its caption. */
  async sendPending(caption: string): Promise<void> {
    const pending = this.pending
    if (!pending) return
    this.pending = null
    await this.send(pending.file, pending.kind, caption)
  }

  /** Uploads and sends a voice note from the recorder. */
  sendRecording(): Promise<void> {
    if (!this.recorder) return Promise.resolve()
    return this.recorder.send((blob) =>
      this.send(Object.assign(blob, { name: `voice-note-${Date.now()}.webm` }), 'audio', ''),
    )
  }

  async send(file: Blob & { name?: string }, kind: AttachmentKind, caption: string): Promise<boolean> {
    const attachment: Attachment = {
      id: this.nextId++,
      kind,
      file,
      caption,
      progress: 0,
      failed: false,
      retryable: false,
      reason: null,
    }
    this.attachments.push(attachment)
    return this.transfer(attachment.id)
  }

  /**
   * Uploads one image on its own, without a chat message (another plugin's
   * attachment, e.g. a payment screenshot): the image rules first, then
   * the upload call. Resolves with the stored file's URL; rejects with an
   * Error whose message is for the customer: the file rules' message of a refused
   * file, the server's reason, or 'Upload failed'.
   *
   * @example
   * const url = await engine.plugin('media').uploadImage(file)
   */
  async uploadImage(file: File): Promise<string> {
    const problem = checkFile(file, 'image')
    if (problem) throw new Error(fileProblemText(this.engine, problem))
    try {
      return await this.upload(file, 'image', {
        token: this.engine.transport.policy.tokens.get(),
        onProgress: () => {},
      })
    } catch (error) {
      throw new Error((isUploadError(error) && error.serverMessage) || this.engine.t('media:errors.uploadFailed'), {
        cause: error,
      })
    }
  }

  /** Sends a failed attachment again; only one whose failure a retry can fix. */
  retry(id: number): Promise<boolean> {
    const attachment = this.attachments.find((entry) => entry.id === id)
    if (!attachment?.retryable) return Promise.resolve(false)
    return this.transfer(id)
  }

  remove(id: number): void {
    this.attachments = this.attachments.filter((attachment) => attachment.id !== id)
  }

  private async transfer(id: number): Promise<boolean> {
    const attachment = this.attachments.find((entry) => entry.id === id)
    if (!attachment) return false
    attachment.failed = false
    attachment.reason = null
    attachment.progress = 0
    try {
      const url = await this.upload(attachment.file, attachment.kind, {
        token: this.engine.transport.policy.tokens.get(),
        onProgress: (fraction) => runInAction(() => (attachment.progress = fraction)),
      })
      const sent = await this.engine.messages.send({
        message: url,
        type: messageType(attachment.kind, attachment.file.type),
        caption: attachment.caption || null,
        contentType: attachment.file.type || null,
      })
      // The message send shows its own error; the file is stored, so sending it again can work.
      runInAction(() => (sent ? this.remove(id) : Object.assign(attachment, { failed: true, retryable: true })))
      return sent
    } catch (error) {
      console.error('Vitrine chat: upload failed', error)
      const refused = isUploadError(error) && !error.retryable
      runInAction(() =>
        Object.assign(attachment, {
          failed: true,
          retryable: !refused,
          reason: isUploadError(error) ? error.serverMessage : null,
        }),
      )
      return false
    }
  }
}

function messageType(kind: AttachmentKind, contentType: string): Exclude<MessageType, 'text' | 'component'> {
  if (kind === 'image') return 'image'
  if (kind === 'audio' || contentType.startsWith('audio/')) return 'audio'
  if (contentType.startsWith('video/')) return 'video'
  if (contentType === 'image/jpeg' || contentType === 'image/png') return 'image'
  return 'file'
}

/** The words of a refused file. */
export function fileProblemText(engine: ChatEngine, problem: FileProblem): string {
  return problem.key === 'tooLarge'
    ? engine.t('media:errors.tooLarge', { n: problem.maxMb })
    : engine.t('media:errors.invalidType', { kind: engine.t(`media:kinds.${problem.kind}`) })
}
