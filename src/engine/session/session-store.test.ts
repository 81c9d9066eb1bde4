import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../testing/memory-storage'
import { TEST_CUSTOMER } from '../testing/test-engine'
import type { ChatSession } from './chat-session'
import { SessionCrypto } from './session-crypto'
import { SessionStore } from './session-store'
import { STORAGE_KEYS } from './storage'

const session: ChatSession = {
  customerId: 'cust-1',
  phoneNumber: '9999999999',
  countryCode: '+91',
  hostname: 'demo.example',
  expiresAt: Date.UTC(2026, 11, 2),
  customerData: TEST_CUSTOMER,
}

describe('SessionStore', () => {
  it('stores the session encrypted and reads it back', async () => {
    const storage = new MemoryStorage()
    const store = new SessionStore(storage, 'demo.example')
    await store.save(session)
    const text = storage.getItem(STORAGE_KEYS.chatSession)!
    expect(text).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/)
    expect(text).not.toContain('9999999999')
    expect(await new SessionStore(storage, 'www.demo.example').readStored()).toEqual(session)
  })

  it('uses a fresh IV for every write', async () => {
    const crypto = new SessionCrypto()
    const [a, b] = await Promise.all([crypto.encrypt(session, 'demo.example'), crypto.encrypt(session, 'demo.example')])
    expect(a.split('.')[1]).not.toBe(b.split('.')[1])
  })

  it.each([
    [
      'a flipped ciphertext byte',
      (text: string) => text.slice(0, -4) + (text.at(-4) === 'A' ? 'B' : 'A') + text.slice(-3),
    ],
    ['a different IV', (text: string) => ['v1', btoa('123456789012'), text.split('.')[2]].join('.')],
    ['plain JSON', () => JSON.stringify(session)],
    ['an unknown format', (text: string) => text.replace(/^v1/, 'v0')],
  ])('clears a tampered session (%s)', async (_case, tamper) => {
    const storage = new MemoryStorage()
    await new SessionStore(storage, 'demo.example').save(session)
    storage.setItem(STORAGE_KEYS.chatSession, tamper(storage.getItem(STORAGE_KEYS.chatSession)!))
    expect(await new SessionStore(storage, 'demo.example').readStored()).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
  })

  it('cannot read a session written for another host', async () => {
    const storage = new MemoryStorage()
    await new SessionStore(storage, 'demo.example').save(session)
    expect(await new SessionStore(storage, 'other.example').readStored()).toBeNull()
  })

  it('clears a session whose content does not decode', async () => {
    const storage = new MemoryStorage()
    storage.setItem(STORAGE_KEYS.chatSession, await new SessionCrypto().encrypt({ customerId: 1 }, 'demo.example'))
    expect(await new SessionStore(storage, 'demo.example').readStored()).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
  })

  it('a clear during a save wins', async () => {
    const storage = new MemoryStorage()
    const store = new SessionStore(storage, 'demo.example')
    const saving = store.save(session)
    store.clear()
    await saving
    expect(storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
    expect(store.current).toBeNull()
  })
})
