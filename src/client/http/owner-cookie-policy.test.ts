import { describe, expect, it, vi } from 'vitest'
import { MessageResponse } from '../../../contract/auth'
import { FakeTransport } from '../testing/fake-transport'
import { ownerHttpClient } from './owner-cookie-policy'

const PATH = '/business_website/owner/thing'

describe('HttpClient with the owner-cookie policy', () => {
  it('sends same-origin with the cookie, no bearer or timeout header; the query skips undefined values', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'success' }), { status: 200 }))
    await ownerHttpClient({ fetch }).get(PATH, MessageResponse, { search: '98290', before: undefined })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${PATH}?search=98290`)
    expect(init.credentials).toBe('same-origin')
    expect(init.headers).not.toHaveProperty('authorization')
    expect(init.headers).not.toHaveProperty('timeout')
  })

  it('posts JSON, and a FormData as it is (the browser sets the multipart type)', async () => {
    const server = new FakeTransport({ [`POST ${PATH}`]: { body: { message: 'success' } } })
    const fetch = vi.fn(server.fetch)
    const api = ownerHttpClient({ fetch })
    await api.post(PATH, { a: 1 }, MessageResponse)
    expect(server.calls[0]!.headers['content-type']).toBe('application/json')
    const form = new FormData()
    form.set('file', new Blob(['x']), 'x.txt')
    await api.postForm(PATH, form, MessageResponse)
    const init = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1]
    expect(init.body).toBe(form)
    expect(init.headers).not.toHaveProperty('content-type')
  })

  it('a 401 means signed out: onSignedOut runs once and the call rejects, with no retry', async () => {
    const server = new FakeTransport({ [PATH]: { status: 401, body: { message: 'Sign in first', code: 'NO_TOKEN' } } })
    const onSignedOut = vi.fn()
    await expect(
      ownerHttpClient({ fetch: server.fetch, onSignedOut }).get(PATH, MessageResponse),
    ).rejects.toMatchObject({ status: 401, code: 'NO_TOKEN', serverMessage: 'Sign in first' })
    expect(onSignedOut).toHaveBeenCalledOnce()
    expect(server.calls).toHaveLength(1)
  })

  it("any other failure is the call's own: the server's words and field errors, or status 0 offline", async () => {
    const server = new FakeTransport({
      [PATH]: {
        status: 400,
        body: { message: 'Check the fields', errors: [{ path: 'body.name', message: 'Name is required' }] },
      },
    })
    const onSignedOut = vi.fn()
    await expect(
      ownerHttpClient({ fetch: server.fetch, onSignedOut }).post(PATH, {}, MessageResponse),
    ).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Check the fields',
      errors: [{ path: 'body.name', message: 'Name is required' }],
    })
    await expect(
      ownerHttpClient({ fetch: () => Promise.reject(new TypeError('offline')) }).get(PATH, MessageResponse),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
    expect(onSignedOut).not.toHaveBeenCalled()
  })
})
