import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import {
  DiscountCodeIdBody,
  MAX_DISCOUNT_CODES,
  OWNER_DISCOUNT_CODES_PATH,
  OWNER_DISCOUNT_CODE_DELETE_PATH,
  OWNER_DISCOUNT_CODE_SAVE_PATH,
  SaveDiscountCodeBody,
  type DiscountCodeInput,
  type OwnerDiscountCodesResponse,
} from '../../../contract/discount-codes.js'
import type { Language } from '../../../contract/language.js'
import type { FieldError } from '../../../contract/decode.js'
import type { Database } from '../../db/schema.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { requestLanguage } from '../../http/request-language.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { DiscountRepository } from './discount-repository.js'

/**
 * What the codec cannot say about a code: a percentage is 1–100, an amount above ₹0, the last day not before the
 * first, and its items and categories are the site's own (400 with each field's path).
 */
async function ruleErrors(db: Kysely<Database>, siteId: string, rule: DiscountCodeInput, language: Language) {
  const errors: FieldError[] = []
  const say = (path: string, key: Parameters<typeof serverText>[0]) =>
    errors.push({ path, message: serverText(key, {}, language) })
  if (rule.kind === 'percent' && (rule.value < 1 || rule.value > 100)) say('body.value', 'discounts.percentRange')
  if (rule.kind === 'amount' && rule.value <= 0) say('body.value', 'discounts.amountPositive')
  if (rule.startsOn !== null && rule.endsOn !== null && rule.endsOn < rule.startsOn)
    say('body.endsOn', 'discounts.endsBeforeStart')
  const known = async (table: 'catalogueItems' | 'categories', ids: readonly string[]) =>
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (await db.selectFrom(table).select('id').where('siteId', '=', siteId).where('id', 'in', ids).execute()).map(
            (row) => row.id,
          ),
        )
  const items = await known('catalogueItems', rule.itemIds)
  rule.itemIds.forEach((id, index) => items.has(id) || say(`body.itemIds.${index}`, 'discounts.unknownItem'))
  const categories = await known('categories', rule.categoryIds)
  rule.categoryIds.forEach(
    (id, index) => categories.has(id) || say(`body.categoryIds.${index}`, 'discounts.unknownCategory'),
  )
  return errors
}

/** How many categories and items the form offers by name. */
const MAX_CHOICES = 1000

/**
 * The owner's discount codes (contract/discount-codes.ts): list, save (create or change), delete. The site is the
 * caller's, never the payload's: another site's code is 404.
 */
export default async function discountCodeRoutes(app: FastifyInstance) {
  const codes = new DiscountRepository(app.db)

  route(
    app,
    { method: 'GET', url: OWNER_DISCOUNT_CODES_PATH, auth: 'owner' },
    async ({ ownerSite }): Promise<OwnerDiscountCodesResponse> => {
      const named = async (table: 'categories' | 'catalogueItems') =>
        (
          await app.db
            .selectFrom(table)
            .select(['id', 'name'])
            .where('siteId', '=', ownerSite.id)
            .orderBy('name')
            .limit(MAX_CHOICES)
            .execute()
        ).map((row) => ({ _id: row.id, name: row.name }))
      return {
        discountCodes: await codes.list(ownerSite.id),
        categories: await named('categories'),
        items: await named('catalogueItems'),
      }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_DISCOUNT_CODE_SAVE_PATH, auth: 'owner', body: SaveDiscountCodeBody },
    async ({ body, ownerSite, request }) => {
      const language = requestLanguage(request, ownerSite.defaultLanguage)
      const { _id, ...rule } = body
      const errors = await ruleErrors(app.db, ownerSite.id, rule, language)
      if (errors.length > 0) throw new DecodeError(errors)
      const taken = () => {
        const message = serverText('discounts.taken', { code: rule.code }, language)
        return new HttpError(409, message, 'CONFLICT', [{ path: 'body.code', message }])
      }
      if (_id === undefined) {
        if ((await codes.count(ownerSite.id)) >= MAX_DISCOUNT_CODES)
          throw new HttpError(409, serverText('discounts.tooMany', { max: MAX_DISCOUNT_CODES }, language), 'CONFLICT')
        const added = await codes.insert(ownerSite.id, rule)
        if (!added) throw taken()
        return { discountCode: added }
      }
      const changed = await codes.update(ownerSite.id, _id, rule)
      if (changed === 'taken') throw taken()
      if (changed === 'missing') throw new HttpError(404, serverText('discounts.notFound', {}, language), 'NOT_FOUND')
      return { discountCode: changed }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_DISCOUNT_CODE_DELETE_PATH, auth: 'owner', body: DiscountCodeIdBody },
    async ({ body, ownerSite, request }) => {
      if (!(await codes.delete(ownerSite.id, body._id)))
        throw new HttpError(
          404,
          serverText('discounts.notFound', {}, requestLanguage(request, ownerSite.defaultLanguage)),
          'NOT_FOUND',
        )
      return { message: 'success' }
    },
  )
}
