import { describe, expect, it } from 'vitest'
import { RecorderStore, type MediaRecorderLike, type RecorderDevices } from './recorder-store'

class FakeRecorder implements MediaRecorderLike {
  readonly mimeType = 'audio/webm'
  state = 'inactive'
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  start() {
    this.state = 'recording'
  }
  pause() {
    this.state = 'paused'
  }
  resume() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) })
    this.onstop?.()
  }
}

function setup(options: { deny?: boolean } = {}) {
  let time = 0
  const stopped: string[] = []
  const revoked: string[] = []
  const recorders: FakeRecorder[] = []
  const stream = { getTracks: () => [{ stop: () => stopped.push('track') }] } as unknown as MediaStream
  const devices: RecorderDevices = {
    getUserMedia: () =>
      options.deny ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : Promise.resolve(stream),
    createRecorder: () => {
      const recorder = new FakeRecorder()
      recorders.push(recorder)
      return recorder
    },
    createObjectURL: () => `blob:${recorders.length}`,
    revokeObjectURL: (url) => revoked.push(url),
    now: () => time,
  }
  return { store: new RecorderStore(devices), tick: (ms: number) => (time += ms), stopped, revoked, recorders }
}

describe('the audio recorder', () => {
  it('goes idle → recording → paused → recording → stopped with a preview, counting only recorded time', async () => {
    const { store, tick, stopped } = setup()
    await store.start()
    expect(store.state).toBe('recording')
    tick(2000)
    store.pause()
    expect(store.state).toBe('paused')
    tick(5000)
    store.resume()
    tick(1000)
    store.stop()
    expect(store.state).toBe('stopped')
    expect(store.preview?.durationMs).toBe(3000)
    expect(store.preview?.blob.type).toBe('audio/webm')
    expect(stopped).toEqual(['track'])
  })

  it('uploads the preview and returns to idle, or back to the preview when the upload fails', async () => {
    const { store, revoked } = setup()
    await store.start()
    store.stop()
    const sending = store.send(async () => false)
    expect(store.state).toBe('uploading')
    await sending
    expect(store.state).toBe('stopped')
    await store.send(async (blob) => blob.size > 0)
    expect(store.state).toBe('idle')
    expect(store.preview).toBeNull()
    expect(revoked).toEqual(['blob:1'])
  })

  it('discards a recording without making a preview', async () => {
    const { store, stopped } = setup()
    await store.start()
    store.discard()
    expect(store.state).toBe('idle')
    expect(store.preview).toBeNull()
    expect(stopped).toEqual(['track'])
  })

  it('stays idle and flags a refused microphone', async () => {
    const { store } = setup({ deny: true })
    await store.start()
    expect(store.state).toBe('idle')
    expect(store.micDenied).toBe(true)
  })

  it('ignores actions that do not fit the state', async () => {
    const { store } = setup()
    store.pause()
    store.stop()
    await store.send(async () => true)
    expect(store.state).toBe('idle')
  })
})
