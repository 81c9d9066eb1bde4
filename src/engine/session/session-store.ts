import { makeAutoObservable, runInAction } from 'mobx'
import { decode } from '../../../contract/decode'
import { Loadable } from '../../client/store/loadable'
import { ChatSession } from './chat-session'
import { SessionCrypto } from './session-crypto'
import { STORAGE_KEYS, type StorageLike } from './storage'

/**
 * The signed-in customer (the chat session): `current` in memory, and an
 * encrypted copy in `chatSession` (see `SessionCrypto`). Validity rules and
 * the server check live in `restoreSession`; this store only keeps it.
 */
export class SessionStore {
  current: ChatSession | null = null
  // Every save runs here and a clear resets it, so an encryption that finishes after a later save or clear does not
  // write the old session back.
  private readonly writing = new Loadable()

  constructor(
    private readonly storage: StorageLike,
    private readonly hostname: string,
    private readonly crypto: SessionCrypto = new SessionCrypto(),
  ) {
    makeAutoObservable<SessionStore, 'storage' | 'hostname' | 'crypto' | 'writing'>(this, {
      storage: false,
      hostname: false,
      crypto: false,
      writing: false,
    })
  }

  get isLoggedIn(): boolean {
    return this.current !== null
  }

  get customerId(): string | null {
    return this.current?.customerId ?? null
  }

  /** Makes `session` current and writes it, encrypted. */
  async save(session: ChatSession): Promise<void> {
    this.current = session
    // A newer save or a sign-out meanwhile drops this one's write (the kernel's stale-safe slot).
    const written = await this.writing.run(
      () => this.crypto.encrypt(session, this.hostname),
      (text) => this.storage.setItem(STORAGE_KEYS.chatSession, text),
    )
    if (!written && this.writing.status === 'failed') throw this.writing.error
  }

  /** Reads and decrypts the stored session without trusting it; anything unreadable is removed and gives null. */
  async readStored(): Promise<ChatSession | null> {
    const text = this.storage.getItem(STORAGE_KEYS.chatSession)
    if (text === null) return null
    try {
      const decoded = decode(ChatSession, await this.crypto.decrypt(text, this.hostname), 'chatSession')
      if (decoded.ok) return decoded.value
    } catch {
      // Tampered, foreign or old format: same as no session.
    }
    runInAction(() => this.clear())
    return null
  }

  clear(): void {
    this.writing.reset()
    this.current = null
    this.storage.removeItem(STORAGE_KEYS.chatSession)
  }
}
