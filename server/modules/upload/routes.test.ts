import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.js'
import { isAllowedMediaUrl } from '../chat/index.js'
import { UPLOAD_PATH } from './routes.js'
import {
  jpeg,
  multipartBody,
  pdf,
  pixelsOf,
  png,
  type TestFile,
  customerUploadSuite,
  filesUnder,
} from './test-helpers.js'

describe.each(testDatabases)('upload on $name', (kind) => {
  const { ctx, uploadsDir, alice, upload } = customerUploadSuite(kind)
  const image = (content: Buffer, filename = 'photo.png'): TestFile => ({ filename, contentType: 'image/png', content })
  let siteId: string
  beforeAll(async () => {
    siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
  })

  it('stores a PNG under a safe generated name; serves its picture, no metadata, image/png, nosniff', async () => {
    const bytes = png(2000)
    const response = await upload(
      { folder: 'chat-widget/images', fileName: '../../evil.html' },
      image(bytes, '../../evil.html'),
    )
    expect(response.statusCode).toBe(200)
    const { url } = response.json()
    expect(Object.keys(response.json())).toEqual(['url'])
    expect(url).toMatch(new RegExp(`^/uploads/${siteId}/chat-widget/images/\\d{4}/\\d{2}/[0-9a-f-]{36}/evil\\.png$`))
    expect(isAllowedMediaUrl(url, 'demo.localhost')).toBe(true)

    const served = await ctx.app.inject({ url })
    expect(served.statusCode).toBe(200)
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(bytes))
    // The 2000 bytes of a text chunk are metadata: gone.
    expect(served.rawPayload.length).toBeLessThan(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(served.headers['content-disposition']).toBeUndefined()
    expect(await filesUnder(uploadsDir())).toEqual([path.join(uploadsDir(), url.slice('/uploads/'.length))])
  })

  it('refuses a text file named .png as an image (magic bytes, not name or declared type)', async () => {
    const response = await upload(
      { folder: 'chat-widget/images', fileName: 'photo.png' },
      image(Buffer.from('just some text, honest'), 'photo.png'),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: 'Invalid image file type. Please select a valid image.',
      code: 'INVALID_FILE_TYPE',
    })
    expect(await filesUnder(uploadsDir())).toEqual([])
  })

  it('takes a PDF as a document and serves it as an attachment', async () => {
    const response = await upload(
      { folder: 'chat-widget/document', fileName: 'menu.pdf' },
      { filename: 'menu.pdf', contentType: 'application/pdf', content: pdf() },
    )
    expect(response.statusCode).toBe(200)
    const { url } = response.json()
    expect(url).toMatch(/\/chat-widget\/document\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/menu\.pdf$/)
    const served = await ctx.app.inject({ url })
    expect(served.rawPayload.equals(pdf())).toBe(true)
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="menu.pdf"',
      'x-content-type-options': 'nosniff',
    })
  })

  it('takes a JPEG and a text file as documents; text is served as an attachment, images inline', async () => {
    const photo = await upload(
      { folder: 'chat-widget/document' },
      { filename: 'x.bin', contentType: 'application/octet-stream', content: jpeg() },
    )
    expect(photo.statusCode).toBe(200)
    expect(photo.json().url).toMatch(/\.jpg$/)
    const servedPhoto = await ctx.app.inject({ url: photo.json().url })
    expect(servedPhoto.headers['content-type']).toBe('image/jpeg')
    expect(servedPhoto.headers['content-disposition']).toBeUndefined()

    const notes = await upload(
      { folder: 'chat-widget/document' },
      { filename: 'notes.html', contentType: 'text/html', content: Buffer.from('<script>alert(1)</script>') },
    )
    expect(notes.json().url).toMatch(/\.txt$/)
    const servedNotes = await ctx.app.inject({ url: notes.json().url })
    expect(servedNotes.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': 'attachment; filename="file.txt"',
      'x-content-type-options': 'nosniff',
    })
  })

  it('stores a webm voice note in the audio folder as audio/webm, and refuses a PDF there', async () => {
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(5000, 7),
    ])
    const response = await upload(
      { folder: 'chat-widget/audio', fileName: 'voice.webm' },
      { filename: 'voice.webm', contentType: 'audio/webm', content: webm },
    )
    expect(response.statusCode).toBe(200)
    const served = await ctx.app.inject({ url: response.json().url })
    expect(served.headers['content-type']).toBe('audio/webm')
    expect(served.rawPayload.equals(webm)).toBe(true)

    const refused = await upload(
      { folder: 'chat-widget/audio' },
      { filename: 'a.mp3', contentType: 'audio/mpeg', content: pdf() },
    )
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Invalid audio file type. Please select a valid audio.',
    ])
  })

  it('refuses a 6 MB PNG in the images folder with 413 and leaves no file behind', async () => {
    const response = await upload({ folder: 'chat-widget/images' }, image(png(6 * 1024 * 1024)))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      message: 'File size exceeds the maximum limit of 5 MB.',
      code: 'FILE_TOO_LARGE',
    })
    expect(await filesUnder(uploadsDir())).toEqual([])
    // The same file is fine as a document (100 MB cap).
    expect((await upload({ folder: 'chat-widget/document' }, image(png(6 * 1024 * 1024)))).statusCode).toBe(200)
  })

  it('refuses an unknown folder, a folder after the file, a missing file: 400 with the field path', async () => {
    const paths = (response: { json(): { errors?: { path: string }[] } }) =>
      response.json().errors?.map((error) => error.path)
    for (const folder of ['chat-widget/other', '../chat-widget/images', '']) {
      const response = await upload({ folder }, image(png()))
      expect([response.statusCode, paths(response)]).toEqual([400, ['body.folder']])
    }
    const { body: fileFirst, contentType } = multipartBody({}, image(png()))
    const late = Buffer.concat([
      fileFirst.subarray(0, fileFirst.lastIndexOf('--' + contentType.split('=')[1] + '--')),
      Buffer.from(
        `--${contentType.split('=')[1]}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n` +
          `chat-widget/images\r\n--${contentType.split('=')[1]}--\r\n`,
      ),
    ])
    const response = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: late,
      headers: { 'content-type': contentType, authorization: alice().authorization },
    })
    expect([response.statusCode, paths(response)]).toEqual([400, ['body.folder']])
    const noFile = await upload({ folder: 'chat-widget/images' })
    expect([noFile.statusCode, paths(noFile)]).toEqual([400, ['body.file']])
    expect(await filesUnder(uploadsDir())).toEqual([])
  })

  it('refuses an upload without a token (401 NO_TOKEN) or with a bad one', async () => {
    const none = await upload({ folder: 'chat-widget/images' }, image(png()), null)
    expect([none.statusCode, none.json().code]).toEqual([401, 'NO_TOKEN'])
    const bad = await upload({ folder: 'chat-widget/images' }, image(png()), 'Bearer nope')
    expect(bad.statusCode).toBe(401)
    expect(await filesUnder(uploadsDir())).toEqual([])
  })

  it('refuses a body that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: { folder: 'chat-widget/images' },
      headers: { authorization: alice().authorization },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })

  it('answers a byte range with 206 (audio and video players seek with it), an impossible one with 416', async () => {
    // A document is kept byte for byte (a chat image is stored cleaned of its metadata).
    const bytes = png(3000)
    const { url } = (await upload({ folder: 'chat-widget/document' }, image(bytes))).json()
    const part = await ctx.app.inject({ url, headers: { range: 'bytes=8-15' } })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.equals(bytes.subarray(8, 16))).toBe(true)
    expect(part.headers).toMatchObject({
      'content-range': `bytes 8-15/${bytes.length}`,
      'content-length': '8',
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    })
    const tail = await ctx.app.inject({ url, headers: { range: 'bytes=-4' } })
    expect(tail.rawPayload.equals(bytes.subarray(-4))).toBe(true)
    const outside = await ctx.app.inject({ url, headers: { range: `bytes=${bytes.length}-` } })
    expect([outside.statusCode, outside.headers['content-range']]).toEqual([416, `bytes */${bytes.length}`])
    const whole = await ctx.app.inject({ url, headers: { range: 'bytes=0-1,5-6' } })
    expect([whole.statusCode, whole.rawPayload.length]).toEqual([200, bytes.length])
  })

  it('answers 400, not 500, to a malformed multipart body (no boundary, garbage, a file cut short)', async () => {
    const cut =
      '--abc\r\nContent-Disposition: form-data; name="folder"\r\n\r\nchat-widget/document\r\n' +
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut'
    for (const [contentType, payload] of [
      ['multipart/form-data', 'xx'],
      ['multipart/form-data; boundary=abc', 'garbage'],
      ['multipart/form-data; boundary=abc', cut],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: UPLOAD_PATH,
        payload,
        headers: { 'content-type': contentType!, authorization: alice().authorization },
      })
      expect(response.statusCode).toBe(400)
    }
    expect(await filesUnder(uploadsDir())).toEqual([])
  })

  it('answers JSON 404 for unknown or unsafe upload paths', async () => {
    for (const url of [
      `/uploads/${siteId}/chat-widget/images/2025/01/missing.png`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/.tmp/x.part',
      '/uploads/',
      '/uploads/%2Fetc%2Fpasswd',
    ]) {
      const response = await ctx.app.inject({ url })
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([
        url,
        404,
        'application/json; charset=utf-8',
      ])
    }
  })
})
