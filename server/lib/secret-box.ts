import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** The file the embedded default keeps its generated key in, under the data directory. */
export const SECRETS_KEY_FILE = 'secrets.key'

/** A secret sealed with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url each. */
export type Sealed = string

/**
 * Seals and opens the secrets an owner enters (a gateway's key secret and
 * webhook secret) with AES-256-GCM, so the database holds no secret in
 * clear. `context` (the site and the field) is bound to each ciphertext as
 * additional data: a sealed value copied to another site or field does not
 * open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a secrets key is 32 bytes')
  }

  seal(plain: string, context: string): Sealed {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(context))
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : b64(part))).join('.')
  }

  /** The plain text, or null for a value that is not sealed with this key and context. */
  open(sealed: Sealed, context: string): string | null {
    const [version, iv, tag, body] = sealed.split('.')
    if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64url')

/**
 * Reads `SECRETS_KEY` (or `name`: `SECRETS_KEY_PREVIOUS`): 64 hexadecimal characters or the base64 of 32 bytes.
 * Throws with the setting's name only (never the value).
 */
export function readSecretsKey(
  raw: string | undefined,
  fail: (message: string) => Error,
  name = 'SECRETS_KEY',
): Buffer | null {
  const value = raw?.trim()
  if (!value) return null
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  if (key.length !== 32) throw fail(`${name} must be 32 bytes: 64 hexadecimal characters or base64`)
  return key
}

/**
 * The key of this installation: `SECRETS_KEY`, or, on the embedded database
 * only, a key generated once into `<data dir>/secrets.key` (mode 600; back
 * it up with the data directory). Null on PostgreSQL without `SECRETS_KEY`:
 * secrets cannot be entered there (every process must share the key).
 */
export async function loadSecretBox(options: {
  key: Buffer | null
  dataDir: string
  embedded: boolean
}): Promise<SecretBox | null> {
  if (options.key) return new SecretBox(options.key)
  if (!options.embedded) return null
  const file = path.join(options.dataDir, SECRETS_KEY_FILE)
  await fs.mkdir(options.dataDir, { recursive: true })
  try {
    await fs.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const stored = readSecretsKey(await fs.readFile(file, 'utf8'), (message) => new Error(`${file}: ${message}`))
  return stored && new SecretBox(stored)
}
