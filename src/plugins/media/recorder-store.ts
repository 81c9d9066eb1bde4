import { makeAutoObservable, runInAction } from 'mobx'

/** The audio recorder's states. */
export type RecorderState = 'idle' | 'recording' | 'paused' | 'stopped' | 'uploading'

/** The parts of the browser the recorder uses; tests pass fakes. */
export interface RecorderDevices {
  getUserMedia(): Promise<MediaStream>
  createRecorder(stream: MediaStream): MediaRecorderLike
  createObjectURL(blob: Blob): string
  revokeObjectURL(url: string): void
  now(): number
}

export interface MediaRecorderLike {
  readonly mimeType: string
  start(timeslice?: number): void
  pause(): void
  resume(): void
  stop(): void
  ondataavailable: ((event: { data: Blob }) => void) | null
  onstop: (() => void) | null
}

/** The browser's devices: microphone through getUserMedia, MediaRecorder with webm/opus when supported. */
export function browserRecorderDevices(): RecorderDevices {
  return {
    getUserMedia: () => navigator.mediaDevices.getUserMedia({ audio: true }),
    createRecorder: (stream) => {
      const mimeType = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'].find((type) =>
        MediaRecorder.isTypeSupported(type),
      )
      return new MediaRecorder(stream, mimeType ? { mimeType } : undefined) as unknown as MediaRecorderLike
    },
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    now: () => Date.now(),
  }
}

/**
 * The voice-note recorder (docs/product.md, 'Screens and routes'): idle → recording ⇄ paused → stopped (a
 * preview to listen to) → uploading → idle. A refused microphone leaves it
 * idle with `micDenied` set (the component shows the 'Unable to access microphone' alert). The stream's
 * tracks are stopped as soon as recording ends, so the browser's
 * microphone indicator goes away.
 */
export class RecorderStore {
  state: RecorderState = 'idle'
  micDenied = false
  preview: { blob: Blob; url: string; durationMs: number } | null = null
  private recorder: MediaRecorderLike | null = null
  private stream: MediaStream | null = null
  private chunks: Blob[] = []
  private startedAt = 0
  private elapsedBeforePause = 0

  constructor(private readonly devices: RecorderDevices) {
    makeAutoObservable<RecorderStore, 'devices' | 'recorder' | 'stream' | 'chunks'>(this, {
      devices: false,
      recorder: false,
      stream: false,
      chunks: false,
    })
  }

  async start(): Promise<void> {
    if (this.state !== 'idle') return
    let stream: MediaStream
    try {
      stream = await this.devices.getUserMedia()
    } catch {
      runInAction(() => (this.micDenied = true))
      return
    }
    runInAction(() => {
      this.micDenied = false
      this.stream = stream
      this.chunks = []
      const recorder = this.devices.createRecorder(stream)
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) this.chunks.push(event.data)
      }
      recorder.onstop = () => this.finish(recorder.mimeType)
      recorder.start(250)
      this.recorder = recorder
      this.elapsedBeforePause = 0
      this.startedAt = this.devices.now()
      this.state = 'recording'
    })
  }

  pause(): void {
    if (this.state !== 'recording') return
    this.recorder?.pause()
    this.elapsedBeforePause += this.devices.now() - this.startedAt
    this.state = 'paused'
  }

  resume(): void {
    if (this.state !== 'paused') return
    this.recorder?.resume()
    this.startedAt = this.devices.now()
    this.state = 'recording'
  }

  /** Ends recording; the preview appears when the recorder has flushed its data. */
  stop(): void {
    if (this.state !== 'recording' && this.state !== 'paused') return
    if (this.state === 'recording') this.elapsedBeforePause += this.devices.now() - this.startedAt
    this.recorder?.stop()
    this.releaseMicrophone()
  }

  /** Throws the recording (or preview) away. */
  discard(): void {
    if (this.recorder && (this.state === 'recording' || this.state === 'paused')) {
      this.recorder.onstop = null
      this.recorder.stop()
    }
    this.releaseMicrophone()
    this.clearPreview()
    this.state = 'idle'
  }

  /** Hands the preview to `upload`; back to idle when it succeeds, to the preview when it fails. */
  async send(upload: (blob: Blob) => Promise<boolean>): Promise<void> {
    if (this.state !== 'stopped' || !this.preview) return
    this.state = 'uploading'
    const sent = await upload(this.preview.blob)
    runInAction(() => {
      if (sent) {
        this.clearPreview()
        this.state = 'idle'
      } else {
        this.state = 'stopped'
      }
    })
  }

  private finish(mimeType: string): void {
    const blob = new Blob(this.chunks, { type: mimeType || 'audio/webm' })
    this.chunks = []
    this.recorder = null
    this.clearPreview()
    this.preview = { blob, url: this.devices.createObjectURL(blob), durationMs: this.elapsedBeforePause }
    this.state = 'stopped'
  }

  private clearPreview(): void {
    if (this.preview) this.devices.revokeObjectURL(this.preview.url)
    this.preview = null
  }

  private releaseMicrophone(): void {
    for (const track of this.stream?.getTracks() ?? []) track.stop()
    this.stream = null
  }
}
