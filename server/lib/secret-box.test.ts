import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSecretBox, readSecretsKey, SECRETS_KEY_FILE, SecretBox } from './secret-box.js'

const fail = (message: string) => new Error(message)

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 7))

  it('seals with AES-256-GCM: no clear text, a fresh IV each time, opens only in its context', () => {
    const sealed = box.seal('keySecret1234', 'site-1:razorpay.keySecret')
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain('keySecret1234')
    expect(box.seal('keySecret1234', 'site-1:razorpay.keySecret')).not.toBe(sealed)
    expect(box.open(sealed, 'site-1:razorpay.keySecret')).toBe('keySecret1234')
    expect(box.open(sealed, 'site-2:razorpay.keySecret')).toBeNull()
    expect(new SecretBox(Buffer.alloc(32, 8)).open(sealed, 'site-1:razorpay.keySecret')).toBeNull()
    expect(box.open(sealed.slice(0, -2) + 'AA', 'site-1:razorpay.keySecret')).toBeNull()
  })

  it('reads SECRETS_KEY as hex or base64 of 32 bytes, never echoing it', () => {
    expect(readSecretsKey('ab'.repeat(32), fail)).toEqual(Buffer.alloc(32, 0xab))
    expect(readSecretsKey(Buffer.alloc(32, 1).toString('base64'), fail)).toEqual(Buffer.alloc(32, 1))
    expect(readSecretsKey(undefined, fail)).toBeNull()
    expect(() => readSecretsKey('tooshort', fail)).toThrow(/^SECRETS_KEY must be 32 bytes/)
    expect(() => readSecretsKey('tooshort', fail)).not.toThrow(/tooshort/)
  })

  it('generates a key file into the data directory on the embedded database, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
    const first = await loadSecretBox({ key: null, dataDir, embedded: true })
    const file = path.join(dataDir, SECRETS_KEY_FILE)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const sealed = first!.seal('x', 'c')
    const second = await loadSecretBox({ key: null, dataDir, embedded: true })
    expect(second!.open(sealed, 'c')).toBe('x')
    expect(await loadSecretBox({ key: null, dataDir, embedded: false })).toBeNull()
    fs.rmSync(dataDir, { recursive: true })
  })
})
