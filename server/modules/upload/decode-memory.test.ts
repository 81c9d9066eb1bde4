import { spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from '../../../bench/child-server.js'
import { OWNER_UPLOAD_PATH } from '../../../contract/owner-inbox.js'
import { PHOTO_FOLDER } from '../../../contract/photo.js'
import { multipartBody } from './test-helpers.js'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const KEY = 'demo-owner-key-memory-0123456789'
/** What three pictures decoded at once may leave the whole server at (it idles near 230 MB). */
const RSS_BUDGET_MB = 400

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

/**
 * The built server in its own process (as production runs it), its resident memory read from /proc while
 * pictures are uploaded over real HTTP, three at once.
 */
describe('decoding uploads keeps the built server within its memory', () => {
  let server: ChildServer
  let dataDir: string

  /** Uploads `png` three times at once, sampling RSS and /healthz meanwhile. */
  const threeAtOnce = async (png: Buffer) => {
    let peakMb = server.memory().rssMb
    const health: number[] = []
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, server.memory().rssMb)
      fetch(`${server.base}/healthz`).then(
        (answer) => health.push(answer.status),
        () => health.push(0),
      )
    }, 50)
    try {
      const statuses = await Promise.all(
        [1, 2, 3].map(async (index) => {
          const file = { filename: `wide-${index}.png`, contentType: 'image/png', content: png }
          const { body, contentType } = multipartBody({ folder: PHOTO_FOLDER, fileName: file.filename }, file)
          const answer = await fetch(`${server.base}${OWNER_UPLOAD_PATH}`, {
            method: 'POST',
            body: new Uint8Array(body),
            headers: { 'content-type': contentType, authorization: `Bearer ${KEY}` },
          })
          await answer.arrayBuffer()
          return answer.status
        }),
      )
      return { statuses, peakMb: Math.max(peakMb, server.memory().rssMb), health }
    } finally {
      clearInterval(sampler)
    }
  }

  beforeAll(async () => {
    // The server under test is this checkout's code.
    const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`npm run build:server failed: ${build.stderr}`)
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-decode-memory-'))
    server = await startChildServer(
      { DATA_DIR: dataDir, OWNER_KEYS: `demo:${KEY}`, UPLOAD_RATE_LIMIT: '1000' },
      await freePort(),
    )
  })
  afterAll(async () => {
    await server?.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('refuses three 48-million-pixel PNGs of a few hundred KB without decoding them', { timeout: 60_000 }, async () => {
    const png = await sharp({ create: { width: 60_000, height: 800, channels: 3, background: '#c84' } })
      .png()
      .toBuffer()
    const { statuses, peakMb, health } = await threeAtOnce(png)
    expect(statuses).toEqual([413, 413, 413])
    expect(peakMb).toBeLessThan(RSS_BUDGET_MB)
    expect(health.every((status) => status === 200)).toBe(true)
  })

  it(
    'decodes three 24-million-pixel photos one at a time, under 400 MB, /healthz answering',
    { timeout: 60_000 },
    async () => {
      const png = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#4a8' } })
        .png()
        .toBuffer()
      const { statuses, peakMb, health } = await threeAtOnce(png)
      expect(statuses).toEqual([200, 200, 200])
      expect(peakMb).toBeLessThan(RSS_BUDGET_MB)
      expect(health.length).toBeGreaterThan(0)
      expect(health.every((status) => status === 200)).toBe(true)
    },
  )
})
