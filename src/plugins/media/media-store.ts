import { makeAutoObservable, runInAction } from 'mobx'
import type { ChatEngine } from '../../engine'
import type { MessageType } from '../../../contract/chat'
import { checkFile, type AttachmentKind, type FileProblem } from './file-rules'
import { browserRecorderDevices, RecorderStore } from './recorder-store'
import { uploadFile } from './upload'

/** A file being sent: its upload progress, or its failure (with a retry). */
export interface Attachment {
  id: number
  kind: AttachmentKind
  file: Blob & { name?: string }
  caption: string
  progress: number
  failed: boolean
}

export type Uploader = typeof uploadFile

/**
 * The media plugin's store: checks a file (§5), uploads it with progress,
 * then sends the message (type from the file: image, audio, video or file)
 * with its caption. A failed upload is logged and stays in `attachments` as
 * failed, with `retry`; `problem` holds the §5 message of a refused file.
 */
export class MediaStore {
  attachments: Attachment[] = []
  problem: FileProblem | null = null
  /** The file picked for the attach preview (caption first, then send). */
  pending: { file: File; kind: AttachmentKind } | null = null
  readonly recorder: RecorderStore
  private nextId = 1

  constructor(
    private readonly engine: ChatEngine,
    private readonly upload: Uploader = uploadFile,
    recorder?: RecorderStore,
  ) {
    this.recorder = recorder ?? new RecorderStore(browserRecorderDevices())
    makeAutoObservable<MediaStore, 'engine' | 'upload'>(this, { engine: false, upload: false, recorder: false })
  }

  /** A file chosen with the image or attach button: refused with §5's message, or held for its caption. */
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
    return this.recorder.send((blob) => this.send(Object.assign(blob, { name: `voice-note-${Date.now()}.webm` }), 'audio', ''))
  }

  async send(file: Blob & { name?: string }, kind: AttachmentKind, caption: string): Promise<boolean> {
    const attachment: Attachment = { id: this.nextId++, kind, file, caption, progress: 0, failed: false }
    this.attachments.push(attachment)
    return this.transfer(attachment.id)
  }

  retry(id: number): Promise<boolean> {
    return this.transfer(id)
  }

  remove(id: number): void {
    this.attachments = this.attachments.filter((attachment) => attachment.id !== id)
  }

  private async transfer(id: number): Promise<boolean> {
    const attachment = this.attachments.find((entry) => entry.id === id)
    if (!attachment) return false
    attachment.failed = false
    attachment.progress = 0
    try {
      const url = await this.upload(attachment.file, attachment.kind, {
        token: this.engine.transport.tokens.get(),
        onProgress: (fraction) => runInAction(() => (attachment.progress = fraction)),
      })
      const sent = await this.engine.messages.send({
        message: url,
        type: messageType(attachment.kind, attachment.file.type),
        caption: attachment.caption || null,
        contentType: attachment.file.type || null,
      })
      runInAction(() => (sent ? this.remove(id) : (attachment.failed = true)))
      return sent
    } catch (error) {
      console.error('Vitrine chat: upload failed', error)
      runInAction(() => (attachment.failed = true))
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
