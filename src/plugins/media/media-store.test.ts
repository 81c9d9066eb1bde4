import { describe, expect, it } from 'vitest'
import { SEND_MESSAGE_PATH } from '../../../contract/chat'
import { createTestEngine } from '../../engine/testing'
import { authPlugin } from '../auth'
import { mediaPlugin } from '.'
import { UploadError } from './upload'
import { MediaStore, type Uploader } from './media-store'

function setup(upload: Uploader) {
  const test = createTestEngine({ plugins: [authPlugin, mediaPlugin] })
  const store = new MediaStore(test.engine, upload)
  return { test, store }
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kachori.png', { type: 'image/png' })

describe('the media store', () => {
  it('refuses a file of the wrong kind with the file-type problem, and holds a good one for its caption', () => {
    const { store } = setup(async () => '/uploads/x.png')
    store.pick(new File(['gif'], 'a.gif', { type: 'image/gif' }), 'image')
    expect(store.problem).toEqual({ key: 'invalidType', kind: 'image' })
    expect(store.pending).toBeNull()
    store.pick(png(), 'image')
    expect(store.problem).toBeNull()
    expect(store.pending?.kind).toBe('image')
  })

  it('uploads an image for another plugin: file rules first, no chat message, failures in words', async () => {
    const uploads: string[] = []
    const { test, store } = setup(async (file, kind) => {
      uploads.push(`${kind}:${file.name}`)
      if (file.name === 'busy.png')
        throw new UploadError('upload failed: 429', 429, 'Too many uploads. Please wait a moment.')
      if (file.name === 'lost.png') throw new UploadError('upload failed (network)', 0, null)
      return '/uploads/site/proof.png'
    })
    await test.signIn()
    await expect(store.uploadImage(new File(['gif'], 'proof.gif', { type: 'image/gif' }))).rejects.toThrow(
      'Invalid image file type. Please select a valid image.',
    )
    await expect(
      store.uploadImage(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })),
    ).rejects.toThrow('File size exceeds the maximum limit of 5 MB.')
    expect(await store.uploadImage(png())).toBe('/uploads/site/proof.png')
    await expect(store.uploadImage(new File(['x'], 'busy.png', { type: 'image/png' }))).rejects.toThrow(
      'Too many uploads. Please wait a moment.',
    )
    await expect(store.uploadImage(new File(['x'], 'lost.png', { type: 'image/png' }))).rejects.toThrow('Upload failed')
    expect(uploads).toEqual(['image:kachori.png', 'image:busy.png', 'image:lost.png'])
    expect(test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)).toHaveLength(0)
  })

  it('uploads with progress, then sends an image message with the caption', async () => {
    const progress: number[] = []
    const { test, store } = setup(async (_file, kind, options) => {
      options.onProgress(0.5)
      progress.push(0.5)
      return `/uploads/site/${kind}.png`
    })
    await test.signIn()
    store.pick(png(), 'image')
    await store.sendPending('Fresh kachori today')
    const sent = test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toMatchObject({
      message: '/uploads/site/image.png',
      type: 'image',
      caption: 'Fresh kachori today',
      contentType: 'image/png',
    })
    expect(store.attachments).toEqual([])
    expect(progress).toEqual([0.5])
  })

  it('keeps a failed upload as failed, and a retry sends it', async () => {
    let attempts = 0
    const { test, store } = setup(async () => {
      attempts++
      if (attempts === 1) throw new Error('upload failed (network)')
      return '/uploads/site/menu.pdf'
    })
    await test.signIn()
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' })
    expect(await store.send(pdf, 'document', '')).toBe(false)
    expect(store.attachments[0]?.failed).toBe(true)
    expect(await store.retry(store.attachments[0]!.id)).toBe(true)
    expect(store.attachments).toEqual([])
    const sent = test.transport.calls.filter((call) => call.path === SEND_MESSAGE_PATH)
    expect(sent[0]!.body).toMatchObject({ type: 'file', message: '/uploads/site/menu.pdf' })
  })

  it('offers no retry for a file the server refused, and says why', async () => {
    let attempts = 0
    const { test, store } = setup(async () => {
      attempts++
      throw new UploadError(
        'File size exceeds the maximum limit of 100 MB.',
        413,
        'File size exceeds the maximum limit of 100 MB.',
      )
    })
    await test.signIn()
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' })
    expect(await store.send(pdf, 'document', '')).toBe(false)
    expect(store.attachments[0]).toMatchObject({
      failed: true,
      retryable: false,
      reason: 'File size exceeds the maximum limit of 100 MB.',
    })
    expect(await store.retry(store.attachments[0]!.id)).toBe(false)
    expect(attempts).toBe(1)
  })

  it.each([
    [0, true],
    [500, true],
    [503, true],
    [429, true],
    [400, false],
    [401, false],
    [413, false],
  ])('an upload answered %s can be retried: %s', (status, retryable) => {
    expect(new UploadError('x', status, null).retryable).toBe(retryable)
  })
})
