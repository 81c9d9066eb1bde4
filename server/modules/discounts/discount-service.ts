import type { Kysely } from 'kysely'
import type { CodeProblem } from '../../../contract/discount-codes.js'
import type { Language } from '../../../contract/language.js'
import { toRupees } from '../../../contract/pricing.js'
import { formatRupees } from '../../../contract/format.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { DiscountRepository } from './discount-repository.js'
import { tryCode, type CodeCheckout, type CodeOnFile, type CodeOutcome } from './discount-rules.js'

/** The shop's day (Indian time), YYYY-MM-DD: a code's dates are days in the shop. */
export function shopToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** A code tried on a checkout: the code on file (null when the site has none by that name) and the outcome. */
export interface PricedCode {
  code: string
  onFile: CodeOnFile | null
  outcome: CodeOutcome
}

/**
 * Tries the customer's `code` on a checkout, on `db` (the caller's transaction for a create): unknown when the site
 * has no code by that name (another site's codes are unknown too).
 */
export async function priceCode(
  db: Kysely<any>,
  buyer: { id: string; siteId: string },
  code: string,
  checkout: Omit<CodeCheckout, 'usedByCustomer' | 'today'>,
  now: Date,
): Promise<PricedCode> {
  const codes = new DiscountRepository(db)
  const onFile = await codes.byCode(buyer.siteId, code)
  if (!onFile) return { code, onFile: null, outcome: { ok: false, reason: 'unknown' } }
  const usedByCustomer = onFile.rule.oncePerCustomer && (await codes.usedBy(onFile.id, buyer.id))
  return { code, onFile, outcome: tryCode(onFile, { ...checkout, usedByCustomer, today: shopToday(now) }) }
}

/** A code that does not apply, as the customer reads it in `language` ('Add ₹150.00 more to use DIWALI10.'). */
export function codeProblem(priced: PricedCode, language: Language): CodeProblem | null {
  const { outcome, code } = priced
  if (outcome.ok) return null
  const values = {
    code,
    missing: outcome.missing === undefined ? '' : formatRupees(toRupees(outcome.missing)),
    date: outcome.date ?? '',
  }
  return { code, reason: outcome.reason, message: serverText(`discounts.${outcome.reason}`, values, language) }
}

/**
 * Takes a use of the code for a checkout in the caller's transaction (the order's): the conditional update takes it
 * only below the limit and holds the code's row until the transaction ends, so concurrent checkouts cannot take more
 * than the limit, nor one customer two uses of a once-per-customer code. 409 with the reason when it cannot.
 */
export async function redeemCode(
  trx: Kysely<any>,
  buyer: { id: string; siteId: string },
  priced: PricedCode & { onFile: CodeOnFile },
  checkoutId: string,
  language: Language,
): Promise<void> {
  const codes = new DiscountRepository(trx)
  const refuse = (reason: 'usedUp' | 'alreadyUsed' | 'paused') => {
    return codeRefusal(codeProblem({ ...priced, outcome: { ok: false, reason } }, language)!)
  }
  if (!(await codes.takeUse(buyer.siteId, priced.onFile.id)))
    throw refuse(priced.onFile.rule.active ? 'usedUp' : 'paused')
  if (priced.onFile.rule.oncePerCustomer && (await codes.usedBy(priced.onFile.id, buyer.id)))
    throw refuse('alreadyUsed')
  await codes.redeem({ siteId: buyer.siteId, codeId: priced.onFile.id, customerId: buyer.id, checkoutId })
}

/** A refusal of an order whose code does not apply (409 with the reason at the code's path). */
export function codeRefusal(problem: CodeProblem): HttpError {
  return new HttpError(409, problem.message, 'DISCOUNT_CODE', [
    { path: 'body.orderData.discountCode', message: problem.message },
  ])
}

/** Gives back the use a checkout holds (its last order with the code was cancelled). */
export async function releaseCode(trx: Kysely<any>, siteId: string, checkoutId: string, now: Date): Promise<void> {
  await new DiscountRepository(trx).release(siteId, checkoutId, now)
}

/** The site's code named `code` (any case) as it is on file, in capitals; null when the site has none by that name. */
export async function knownCode(db: Kysely<any>, siteId: string, code: string): Promise<string | null> {
  const found = await new DiscountRepository(db).byCode(siteId, code.trim().toUpperCase())
  return found ? found.rule.code : null
}
