import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { brotliDecompressSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_PATH } from '../../contract/page.js'
import * as entry from '../../src/entry-server.js'
import { loadConfig } from '../config.js'
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../db/database.js'
import { signPreview } from '../modules/owner/preview-token.js'
import { S3Storage } from '../providers/storage/s3-storage.js'
import { hashSource } from '../render/inline-sources.js'
import { createModuleRenderer } from '../render/renderer.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { uploadsOrigin } from '../http/page-policy.js'
import { PERMISSIONS_POLICY, RESOURCE_DIRECTIVES } from './security-headers.js'

const OWNER_KEY = 'security-test-owner-key-0123'
const STYLESHEET = 'body{margin:0;color:#222}'
const BOOT_SCRIPT = 'document.documentElement.dataset.booted="1"'

// The production template inlines its stylesheet; this one also carries an inline script, to see both hashed.
const template = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')
  .replace('<!--app-head-->', `<!--app-head--><style>${STYLESHEET}</style><script>${BOOT_SCRIPT}</script>`)

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '')
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
  expect(PERMISSIONS_POLICY).toContain('microphone=(self)')
  expect(PERMISSIONS_POLICY).toContain('camera=()')
  expect(PERMISSIONS_POLICY).toContain('geolocation=()')
  expect(response.headers['strict-transport-security']).toBeUndefined()
}

// Headers do not depend on the database: one PGlite is enough.
describe('security headers', () => {
  let database: DatabaseHandle
  let app: TestApp
  let dataDir: string
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-security-'))
    database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    app = await buildTestApp(database, {
      env: { DATA_DIR: dataDir, OWNER_KEYS: `demo:${OWNER_KEY}` },
      app: { renderer: createModuleRenderer(template, async () => entry) },
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('a page allows exactly its own inline style, script and palette attribute, and is never framed', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'demo.localhost' } })
    expect(response.statusCode).toBe(200)
    expectCommonHeaders(response)
    expect(response.headers['x-frame-options']).toBe('DENY')
    const csp = directives(response)
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", hashSource(BOOT_SCRIPT), 'https://checkout.razorpay.com'])
    expect(csp.get('script-src-attr')).toEqual(["'none'"])
    expect(csp.get('style-src')).toEqual(["'self'", hashSource(STYLESHEET)])
    const palette = /<div class="site" style="([^"]*)"/.exec(response.body)?.[1]
    expect(palette).toMatch(/^--color-/)
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-hashes'", hashSource(palette!)])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:'])
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://demo.localhost', 'wss://demo.localhost'])
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    // Plain HTTP: upgrading would break a deployment without TLS.
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    // The page data is a data block, never run: no hash for it.
    expect(response.body).toContain('<script id="vitrine-data" type="application/json">')
    expect(csp.get('script-src')).toHaveLength(3)
  })

  it('a cached page keeps the policy of its bytes, compressed or not', async () => {
    const first = await app.inject({ url: '/', headers: { host: 'demo.localhost', 'accept-encoding': 'br' } })
    const second = await app.inject({ url: '/', headers: { host: 'demo.localhost', 'accept-encoding': 'br' } })
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    const html = brotliDecompressSync(second.rawPayload).toString('utf8')
    const palette = /<div class="site" style="([^"]*)"/.exec(html)?.[1]
    expect(directives(second).get('style-src-attr')).toContain(hashSource(palette!))
  })

  it('the 404 page of an unknown host has the page policy too', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'nobody.localhost' } })
    expect(response.statusCode).toBe(404)
    expect(directives(response).get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(response).get('style-src')).toEqual(["'self'", hashSource(STYLESHEET)])
  })

  it('an owner preview may be framed by the owner app on its own host only', async () => {
    const { token } = signPreview('demo', await app.auth.secrets.get('owner-preview-key'))
    const response = await app.inject({ url: `/?ownerPreview=${token}`, headers: { host: 'demo.localhost' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(directives(response).get('frame-ancestors')).toEqual(["'self'"])
    // frame-ancestors alone decides (no X-Frame-Options beside it).
    expect(response.headers['x-frame-options']).toBeUndefined()
  })

  it('an API answer may load nothing and be framed by nobody', async () => {
    const response = await app.inject({
      url: `${PAGE_PATH}?subdomain=demo&customRoute=/`,
      headers: { host: 'demo.localhost' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expectCommonHeaders(response)
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    )
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  })

  it('an error answer carries them too', async () => {
    const response = await app.inject({ url: '/business_website/no-such-call' })
    expect(response.statusCode).toBe(404)
    expectCommonHeaders(response)
    expect(Object.fromEntries(directives(response))).toEqual(RESOURCE_DIRECTIVES)
  })

  it("socket.io's errors (polling refused) and its websocket upgrade carry them too", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/socket.io/?EIO=4`
    const expectSocketHeaders = (headers: Headers | http.IncomingHttpHeaders) => {
      const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? undefined
      expect(get('x-content-type-options')).toBe('nosniff')
      expect(get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(get('x-frame-options')).toBe('DENY')
      expect(get('permissions-policy')).toBe(PERMISSIONS_POLICY)
      expect(get('content-security-policy')).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      )
    }
    // WebSocket only (contract/socket-transport.ts): a long-polling request is refused, with the headers all the same.
    const polling = await fetch(`${base}&transport=polling`)
    expect(polling.status).toBe(400)
    expectSocketHeaders(polling.headers)
    const refused = await fetch(`${base}&transport=polling&sid=no-such-session`)
    expect(refused.status).toBe(400)
    expectSocketHeaders(refused.headers)
    const upgraded = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${base}&transport=websocket`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      })
      request.on('upgrade', (response: http.IncomingMessage, socket: Socket) => {
        socket.destroy()
        resolve(response)
      })
      request.on('error', reject)
      request.end()
    })
    expect(upgraded.statusCode).toBe(101)
    expectSocketHeaders(upgraded.headers)
  })

  it('an upload is served with nosniff and a policy under which it can run nothing', async () => {
    const site = await database.db
      .selectFrom('sites')
      .select('id')
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow()
    // Uploads are served only under their own site's folder (its id) on that site's host.
    const key = `${site.id}/chat-widget/images/2026/11/security.png`
    await app.storage.save(key, Readable.from([Buffer.from('\x89PNG\r\n\x1a\n')]), 'image/png')
    const response = await app.inject({ url: `/uploads/${key}`, headers: { host: 'demo.localhost' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expectCommonHeaders(response)
    expect(Object.fromEntries(directives(response))).toEqual(RESOURCE_DIRECTIVES)
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})

describe('HSTS', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
  })
  afterAll(() => database.close())

  it('is sent over TLS behind a trusted proxy, and the page then upgrades insecure requests', async () => {
    const app = await buildTestApp(database, { env: { TRUST_PROXY: '1' } })
    try {
      const page = await app.inject({ url: '/', headers: { host: 'demo.localhost', 'x-forwarded-proto': 'https' } })
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(directives(page).has('upgrade-insecure-requests')).toBe(true)
      const api = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      const plain = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } })
      expect(plain.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('is never sent on the word of X-Forwarded-Proto without TRUST_PROXY', async () => {
    const app = await buildTestApp(database, { env: { TRUST_PROXY: 'false' } })
    try {
      const page = await app.inject({ url: '/', headers: { host: 'demo.localhost', 'x-forwarded-proto': 'https' } })
      expect(page.headers['strict-transport-security']).toBeUndefined()
      expect(directives(page).has('upgrade-insecure-requests')).toBe(false)
    } finally {
      await app.close()
    }
  })
})

describe('the page policy with S3 uploads and in development', () => {
  it('names the bucket origin for images and media, as the S3 storage builds its URLs', async () => {
    const base = { kind: 's3' as const, bucket: 'media', region: 'auto', accessKeyId: null, secretAccessKey: null }
    for (const storage of [
      { ...base, endpoint: 'http://127.0.0.1:9000', publicUrl: null },
      { ...base, endpoint: 'https://acc.r2.example', publicUrl: 'https://cdn.example/vitrine' },
      { ...base, endpoint: null, region: 'eu-west-1', publicUrl: null },
    ]) {
      const url = new S3Storage({ ...storage, spoolDir: os.tmpdir(), client: {} as never }).urlOf('a/b.png')
      expect(uploadsOrigin(storage)).toBe(new URL(url).origin)
    }
    expect(uploadsOrigin({ kind: 'disk' })).toBeNull()

    const database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    const config = { STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' }
    const app = await buildTestApp(database, { env: config })
    try {
      const csp = directives(await app.inject({ url: '/', headers: { host: 'demo.localhost' } }))
      expect(csp.get('img-src')).toContain('http://127.0.0.1:9000')
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'http://127.0.0.1:9000'])
      expect(loadConfig(config).storage.kind).toBe('s3')
    } finally {
      await app.close()
      await database.close()
    }
  })

  it("relaxes scripts, styles and sockets for Vite's HMR only in development", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    const app = await buildTestApp(database, {
      app: { development: true, renderer: createModuleRenderer(template, async () => entry) },
    })
    try {
      const csp = directives(await app.inject({ url: '/', headers: { host: 'demo.localhost' } }))
      expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com'])
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
      expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"])
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://demo.localhost', 'wss://demo.localhost', 'ws:', 'wss:'])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    } finally {
      await app.close()
      await database.close()
    }
  })
})
