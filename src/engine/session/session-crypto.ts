import { normalizeHostname } from './chat-session'

/**
 * A constant of the app, mixed with the host name into the key. The original
 * product's secret is not known; this one is ours.
 */
const APP_SECRET = 'vitrine/chat-widget/chatSession/v1'
const FORMAT = 'v1'

/**
 * Encrypts and decrypts the stored chat session with WebCrypto AES-GCM
 * (256-bit key from HKDF-SHA-256 over `APP_SECRET`, salted with the
 * normalised host name; a fresh random 12-byte IV per write). Stored text:
 * `v1.<iv base64>.<ciphertext base64>`.
 *
 * This is obfuscation against casual reading of localStorage (and a tamper
 * check: GCM refuses any edited byte), NOT a security boundary: the secret
 * ships in the page's JavaScript, so anyone with the page can decrypt. Nothing
 * here is more secret than what the server already gave this browser; access
 * is decided by the server-side token check (`check_verification`).
 */
export class SessionCrypto {
  private readonly keys = new Map<string, Promise<CryptoKey>>()

  constructor(private readonly subtle: SubtleCrypto = globalThis.crypto.subtle) {}

  async encrypt(value: unknown, hostname: string): Promise<string> {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
    const plain = new TextEncoder().encode(JSON.stringify(value))
    const cipher = await this.subtle.encrypt({ name: 'AES-GCM', iv }, await this.key(hostname), plain)
    return [FORMAT, toBase64(iv), toBase64(new Uint8Array(cipher))].join('.')
  }

  /** The decrypted JSON value; throws on any malformed, tampered or foreign-host text. */
  async decrypt(text: string, hostname: string): Promise<unknown> {
    const [format, iv, cipher, ...rest] = text.split('.')
    if (format !== FORMAT || !iv || !cipher || rest.length > 0) throw new Error('chatSession: unknown format')
    const plain = await this.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      await this.key(hostname),
      fromBase64(cipher),
    )
    return JSON.parse(new TextDecoder().decode(plain)) as unknown
  }

  private key(hostname: string): Promise<CryptoKey> {
    const host = normalizeHostname(hostname)
    let key = this.keys.get(host)
    if (!key) {
      key = this.derive(host)
      this.keys.set(host, key)
    }
    return key
  }

  private async derive(host: string): Promise<CryptoKey> {
    const encoder = new TextEncoder()
    const material = await this.subtle.importKey('raw', encoder.encode(APP_SECRET), 'HKDF', false, ['deriveKey'])
    return this.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(host), info: encoder.encode('chatSession') },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
