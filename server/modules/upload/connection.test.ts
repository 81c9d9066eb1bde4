import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../test/databases.js'
import { UPLOAD_PATH } from './routes.js'
import { multipartBody, pdf, pixelsOf, png, type TestFile, customerUploadSuite, filesUnder } from './test-helpers.js'

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Uploads over a real connection: a browser's FormData, an abort mid-upload, a 413 before the body ends. */
describe.each(testDatabases)('upload over a real connection on $name', (kind) => {
  const { ctx, uploadsDir, alice } = customerUploadSuite(kind)
  const image = (content: Buffer, filename = 'photo.png'): TestFile => ({ filename, contentType: 'image/png', content })
  let base: URL
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    base = new URL(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`)
  })

  it('stores a file a browser sends (fetch + FormData) and serves it back', async () => {
    const form = new FormData()
    form.append('folder', 'chat-widget/images')
    form.append('fileName', 'kachori.png')
    form.append('file', new Blob([new Uint8Array(png(2048))], { type: 'image/png' }), 'kachori.png')
    const response = await fetch(new URL(UPLOAD_PATH, base), {
      method: 'POST',
      headers: { authorization: alice().authorization },
      body: form,
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const served = await fetch(new URL(url, base))
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(await pixelsOf(Buffer.from(await served.arrayBuffer()))).toEqual(await pixelsOf(png(2048)))
  })

  it('leaves no file (not even a temp file) when the client aborts mid-upload', async () => {
    const { body, contentType } = multipartBody(
      { folder: 'chat-widget/document' },
      {
        filename: 'big.pdf',
        contentType: 'application/pdf',
        content: Buffer.concat([pdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]),
      },
    )
    const request = http.request(new URL(UPLOAD_PATH, base), {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': body.length, authorization: alice().authorization },
    })
    request.on('error', () => undefined)
    request.write(body.subarray(0, body.length / 2))
    // Wait until the file is being written, then go away.
    await eventually(async () => (await filesUnder(uploadsDir())).length > 0)
    expect((await filesUnder(uploadsDir())).every((file) => file.includes(`${path.sep}.tmp${path.sep}`))).toBe(true)
    request.destroy()
    await eventually(async () => (await filesUnder(uploadsDir())).length === 0)
  })

  it('answers 413 as soon as an image passes 5 MB, while the client is still sending', async () => {
    const { body, contentType } = multipartBody(
      { folder: 'chat-widget/images' },
      image(Buffer.concat([png(), Buffer.alloc(30 * 1024 * 1024)])),
    )
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let offset = 0
      const request = http.request(new URL(UPLOAD_PATH, base), {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': body.length, authorization: alice().authorization },
      })
      let answered = false
      request.on('error', reject)
      request.on('response', (response) => {
        answered = true
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          resolve({ status: response.statusCode!, body: text, sent: offset })
          request.destroy()
        })
      })
      // Sent slowly, in 64 KB pieces: the answer must come long before the end.
      const next = () => {
        if (offset >= body.length || request.destroyed || answered) return
        request.write(body.subarray(offset, (offset += 64 * 1024)), () => setImmediate(next))
      }
      next()
    })
    expect(answer.status).toBe(413)
    expect(answer.sent).toBeLessThan(body.length)
    expect(JSON.parse(answer.body).message).toBe('File size exceeds the maximum limit of 5 MB.')
    await eventually(async () => (await filesUnder(uploadsDir())).length === 0)
  })

  it('answers 413 to a Content-Length above the cap before reading the body', async () => {
    const { contentType } = multipartBody({ folder: 'chat-widget/document' })
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(new URL(UPLOAD_PATH, base), {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': 200 * 1024 * 1024,
          authorization: alice().authorization,
        },
      })
      request.on('error', reject)
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, body: text }))
      })
      request.flushHeaders() // no body byte is ever sent
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({
      message: 'File size exceeds the maximum limit of 100 MB.',
      code: 'FILE_TOO_LARGE',
    })
    expect(await filesUnder(uploadsDir())).toEqual([])
  })
})
