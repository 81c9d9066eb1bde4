import * as t from 'io-ts'
import { nullable } from './codec'
import { IsoDate } from './iso-date'
import { Text } from './text'

/**
 * Discount codes: the owner's codes (Settings › Discount codes) that a customer types at checkout or opens from a
 * shared link (`?code=DIWALI10`). The server checks and prices every code; the widget shows what it answers.
 */
export const OWNER_DISCOUNT_CODES_PATH = '/business_website/owner/discount_codes'
/** Creates a code (no `_id`) or changes one (`_id`). */
export const OWNER_DISCOUNT_CODE_SAVE_PATH = '/business_website/owner/discount_codes/save'
export const OWNER_DISCOUNT_CODE_DELETE_PATH = '/business_website/owner/discount_codes/delete'
/** The page and widget URL parameter that fills the checkout's code. */
export const DISCOUNT_CODE_PARAM = 'code'
/** How many codes a site may keep. */
export const MAX_DISCOUNT_CODES = 200

const CODE_PATTERN = /^[A-Z0-9]{3,20}$/
const normalised = (input: string) => input.trim().toUpperCase()

/**
 * A code as customers type it: 3 to 20 letters or digits, kept in capitals (`diwali10` is `DIWALI10`).
 *
 * @example
 * CodeText.decode(' diwali10 ') // right('DIWALI10')
 */
export const CodeText = new t.Type<string, string, unknown>(
  'CodeText',
  (input): input is string => typeof input === 'string' && CODE_PATTERN.test(input),
  (input, context) =>
    typeof input === 'string' && CODE_PATTERN.test(normalised(input))
      ? t.success(normalised(input))
      : t.failure(input, context, 'use 3 to 20 letters or digits, like DIWALI10'),
  (value) => value,
)

/** What a code takes off: a percentage of the items it covers, a fixed amount of them, or the delivery charge. */
export const DiscountKind = t.keyof({ percent: null, amount: null, freeDelivery: null }, 'DiscountKind')
export type DiscountKind = t.TypeOf<typeof DiscountKind>

const Whole = (name: string, min: number, max: number) =>
  t.refinement(t.number, (value) => Number.isInteger(value) && value >= min && value <= max, name)
/** Rupees of a code's value or minimum (whole paise, at most ₹10 lakh). */
const CodeRupees = t.refinement(
  t.number,
  (value) => value >= 0 && value <= 1_000_000 && Math.round(value * 100) === value * 100,
  'CodeRupees',
)

/**
 * A code's rule, as the owner writes it. `value`: percent (1–100) or rupees (fixed amount); 0 for free delivery.
 * `itemIds` and `categoryIds` both empty: the whole order; else only those items and the items of those categories.
 * `minOrder`: rupees the order's items come to (after their sale prices, with GST, before delivery), 0 for none.
 * `startsOn` and `endsOn`: the first and last day it works (Indian time), null for no limit. `useLimit`: uses in all
 * (null: no limit); `oncePerCustomer`: one use per customer; `active`: false while paused.
 */
export const DiscountCodeInput = t.type(
  {
    code: CodeText,
    kind: DiscountKind,
    value: CodeRupees,
    itemIds: t.array(Text),
    categoryIds: t.array(Text),
    minOrder: CodeRupees,
    startsOn: nullable(IsoDate),
    endsOn: nullable(IsoDate),
    useLimit: nullable(Whole('UseLimit', 1, 1_000_000)),
    oncePerCustomer: t.boolean,
    active: t.boolean,
  },
  'DiscountCodeInput',
)
export type DiscountCodeInput = t.TypeOf<typeof DiscountCodeInput>

/** A code as the owner sees it: its rule, and how many times it is used now (a cancelled order gives its use back). */
export const DiscountCode = t.intersection([DiscountCodeInput, t.type({ _id: Text, uses: t.number })], 'DiscountCode')
export type DiscountCode = t.TypeOf<typeof DiscountCode>

const Choice = t.type({ _id: Text, name: Text })
/** The site's codes, newest first, and the categories and items a code may name (by name, for the owner's form). */
export const OwnerDiscountCodesResponse = t.type(
  { discountCodes: t.array(DiscountCode), categories: t.array(Choice), items: t.array(Choice) },
  'OwnerDiscountCodesResponse',
)
export type OwnerDiscountCodesResponse = t.TypeOf<typeof OwnerDiscountCodesResponse>

export const SaveDiscountCodeBody = t.intersection(
  [DiscountCodeInput, t.partial({ _id: Text })],
  'SaveDiscountCodeBody',
)
export type SaveDiscountCodeBody = t.TypeOf<typeof SaveDiscountCodeBody>
export const SaveDiscountCodeResponse = t.type({ discountCode: DiscountCode }, 'SaveDiscountCodeResponse')
export const DiscountCodeIdBody = t.type({ _id: Text }, 'DiscountCodeIdBody')

/** Why a code does not apply to a checkout (the message says it in the customer's words). */
export const CodeProblemReason = t.keyof(
  {
    unknown: null,
    paused: null,
    notStarted: null,
    expired: null,
    belowMinimum: null,
    usedUp: null,
    alreadyUsed: null,
    notForItems: null,
    noDelivery: null,
  },
  'CodeProblemReason',
)
export type CodeProblemReason = t.TypeOf<typeof CodeProblemReason>

/**
 * A code in a checkout's totals or an order: `applied` with what it takes off (rupees; free delivery: the delivery
 * charge), or `problem` with the reason and its message ('Add ₹150 more to use DIWALI10.').
 */
export const AppliedCode = t.type({ code: Text, kind: DiscountKind, amount: t.number }, 'AppliedCode')
export type AppliedCode = t.TypeOf<typeof AppliedCode>
export const CodeProblem = t.type({ code: Text, reason: CodeProblemReason, message: Text }, 'CodeProblem')
export type CodeProblem = t.TypeOf<typeof CodeProblem>
