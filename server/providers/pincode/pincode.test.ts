import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPincodeProvider, HttpPincodes, OfflinePincodes, type PincodeProvider } from './index.js'
import { buildPincodeIndex, loadPincodeIndex, PincodeIndex } from './pincode-index.js'

const JAIPUR = { District: 'Jaipur', State: 'Rajasthan', Circle: 'Rajasthan' }

describe('the compact pincode index', () => {
  it('keeps each place once and gives a pincode the district most of its post offices name', () => {
    const data = buildPincodeIndex([
      { pincode: 302017, district: 'Jaipur', state: 'Rajasthan', circle: 'Rajasthan' },
      { pincode: 302017, district: 'Jaipur', state: 'Rajasthan', circle: 'Rajasthan' },
      { pincode: 302017, district: 'Ajmer', state: 'Rajasthan', circle: 'Rajasthan' },
      { pincode: '302018', district: 'Jaipur', state: 'Rajasthan', circle: 'Rajasthan' },
    ])
    expect(data.places).toEqual([['Jaipur', 'Rajasthan', 'Rajasthan']])
    expect(new PincodeIndex(data).lookup('302018')).toEqual(JAIPUR)
    expect(new PincodeIndex(data).lookup('999999')).toBeNull()
    expect(new PincodeIndex(data).lookup('constructor')).toBeNull()
  })

  it('derives the India Post directory once, keeps it in the cache file, and reads that next time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pincodes-'))
    const cacheFile = path.join(dir, 'pincode-index.json')
    try {
      const index = loadPincodeIndex(cacheFile)
      expect(index.size).toBe(19_159)
      expect(index.lookup('302017')).toEqual(JAIPUR)
      expect(index.lookup('110001')).toMatchObject({ State: 'Delhi' })
      expect(fs.statSync(cacheFile).size).toBeLessThan(1_000_000)
      // The next start reads the small file, not the package: a cache saying otherwise wins.
      fs.writeFileSync(
        cacheFile,
        JSON.stringify({ version: 1, places: [['Test', 'Test State', 'Test Circle']], pincodes: { '302017': 0 } }),
      )
      expect(loadPincodeIndex(cacheFile).lookup('302017')).toEqual({
        District: 'Test',
        State: 'Test State',
        Circle: 'Test Circle',
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the postal API provider', () => {
  let server: http.Server
  let url: string
  const answers = new Map<string, (response: http.ServerResponse) => void>()
  const json = (body: unknown) => (response: http.ServerResponse) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const offline: PincodeProvider = {
    lookup: async (pincode) =>
      pincode === '302017' ? { District: 'Offline', State: 'Rajasthan', Circle: 'Rajasthan' } : null,
  }

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const pincode = request.url!.split('/').pop()!
      ;(answers.get(pincode) ?? json([{ Status: 'Error', PostOffice: null }]))(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pincode/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('reads the India Post shape, and an unknown pincode as none', async () => {
    answers.set(
      '302017',
      json([
        {
          Message: 'Number of pincode(s) found:3',
          Status: 'Success',
          PostOffice: [{ Name: 'Malviya Nagar', District: 'Jaipur', State: 'Rajasthan', Circle: 'Rajasthan' }],
        },
      ]),
    )
    const provider = new HttpPincodes(url, offline)
    expect(await provider.lookup('302017')).toEqual(JAIPUR)
    expect(await provider.lookup('999999')).toBeNull()
  })

  it('keeps its answers, "no such pincode" included, instead of asking again', async () => {
    let asked = 0
    answers.set('302017', (response) => {
      asked++
      json([{ Status: 'Success', PostOffice: [JAIPUR] }])(response)
    })
    answers.set('999999', (response) => {
      asked++
      json([{ Status: 'Error', PostOffice: null }])(response)
    })
    const provider = new HttpPincodes(url, offline)
    for (let i = 0; i < 2; i++) {
      expect([await provider.lookup('302017'), await provider.lookup('999999')]).toEqual([JAIPUR, null])
    }
    expect(asked).toBe(2)
  })

  it('falls back to the offline index when the API fails, answers garbage or is too slow', async () => {
    answers.set('302017', (response) => response.writeHead(500).end())
    expect(await new HttpPincodes(url, offline).lookup('302017')).toMatchObject({ District: 'Offline' })
    answers.set('302017', json({ unexpected: true }))
    expect(await new HttpPincodes(url, offline).lookup('302017')).toMatchObject({ District: 'Offline' })
    answers.set('302017', () => undefined) // never answers
    const started = performance.now()
    expect(await new HttpPincodes(url, offline, 200).lookup('302017')).toMatchObject({ District: 'Offline' })
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('is what PINCODE_HTTP_URL asks for; without it, the offline directory', () => {
    expect(createPincodeProvider({ httpUrl: url, cacheFile: null })).toBeInstanceOf(HttpPincodes)
    expect(createPincodeProvider({ httpUrl: null, cacheFile: null })).toBeInstanceOf(OfflinePincodes)
  })
})
