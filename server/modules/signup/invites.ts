import { createHash, randomInt } from 'node:crypto'
import type { Db } from '../../db/database.js'

/** Letters and digits that cannot be mistaken for one another when read out or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * Makes an invite code (`npm run admin -- invite create`): 12 characters in
 * groups of four (`ABCD-EFGH-JKMN`), about 59 bits; only its sha256 is kept.
 *
 * @example
 * const code = await createInvite(db, 'for Asha Tiffins')
 */
export async function createInvite(db: Db, note: string | null = null): Promise<string> {
  const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]!)
  const code = [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-')
  await db
    .insertInto('signupInvites')
    .values({ codeHash: inviteDigest(code), note })
    .execute()
  return code
}

/**
 * Spends an invite code on a new site, inside the sign-up's transaction: true once for an unused code (typed in any
 * case, with or without its hyphens), false otherwise.
 */
export async function spendInvite(db: Db, code: string, siteId: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('signupInvites')
    .set({ usedAt: now, siteId })
    .where('codeHash', '=', inviteDigest(code))
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return spent !== undefined
}

function inviteDigest(code: string): string {
  const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return createHash('sha256').update(`invite:${plain}`).digest('base64url')
}
