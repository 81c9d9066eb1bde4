import type { OfferCard } from '../../../contract/chat.js'
import { MAX_OFFER_TEXT, OFFER_EVERY_DAYS, OFFER_LIMIT, type NewOffer } from '../../../contract/offers.js'
import { productPath } from '../../../contract/product-path.js'
import type { FieldError } from '../../../contract/decode.js'
import type { Db } from '../../db/database.js'
import type { Events } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { CatalogueRepository } from '../catalogue/index.js'
import { postSystemMessage } from '../chat/index.js'
import { knownCode } from '../discounts/index.js'
import { OfferRepository, type OfferDraft } from './offer-repository.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** When the site may send its next offer after one sent at `lastSentAt` (null: now). */
export function nextOfferAt(lastSentAt: Date | null, now: Date): Date | null {
  if (lastSentAt === null) return null
  const next = new Date(lastSentAt.getTime() + OFFER_EVERY_DAYS * DAY_MS)
  return next > now ? next : null
}

export interface SendOfferDeps {
  db: Db
  events: Events
  /** Whether a photo URL is one of this site's own uploads. */
  ownUpload: (url: string) => boolean
}

/**
 * Checks the owner's offer (its words, that the photo is the site's own upload, the item and the code the site's), then
 * sends it in one transaction: the site's row is taken so that two sends run one after the other, the weekly limit is
 * checked (429 `OFFER_LIMIT` naming when the next may go), the offer and its recipients (the customers opted in now)
 * are stored, and each recipient gets the offer's chat message with its `message.stored` event (the realtime and web
 * push subscribers deliver it, at least once, after the commit). Answers the offer's id and how many it reached.
 */
export async function sendOffer(
  deps: SendOfferDeps,
  siteId: string,
  body: NewOffer,
  now: Date,
): Promise<{ id: string; received: number }> {
  const { draft, card } = await checkedDraft(deps, siteId, body)
  return deps.events.transaction(async (tx) => {
    const offers = new OfferRepository(tx.db)
    await offers.lockSite(siteId)
    const next = nextOfferAt(await offers.lastSentAt(siteId), now)
    if (next !== null) throw new HttpError(429, serverText('offers.weekly', { date: next.toISOString() }), OFFER_LIMIT)
    const recipients = await offers.recipients(siteId)
    const id = await offers.insert(siteId, draft, recipients, now)
    for (const customerId of recipients)
      await postSystemMessage(
        tx,
        { siteId, customerId },
        { message: draft.text },
        { now, offer: { ...card, offerId: id } },
      )
    return { id, received: recipients.length }
  })
}

async function checkedDraft(
  deps: SendOfferDeps,
  siteId: string,
  body: NewOffer,
): Promise<{ draft: OfferDraft; card: Omit<OfferCard, 'offerId'> }> {
  const errors: FieldError[] = []
  const text = body.text.trim()
  if (text.length === 0 || text.length > MAX_OFFER_TEXT)
    errors.push({ path: 'body.text', message: serverText('offers.text', { max: String(MAX_OFFER_TEXT) }) })
  const photo = body.photo?.trim() || null
  if (photo !== null && !deps.ownUpload(photo)) errors.push({ path: 'body.photo', message: serverText('offers.photo') })
  const item = body.itemId
    ? (await new CatalogueRepository(deps.db).itemsByIds(siteId, [body.itemId])).get(body.itemId)
    : undefined
  if (body.itemId && !item) errors.push({ path: 'body.itemId', message: serverText('offers.item') })
  const code = body.code?.trim() ? await knownCode(deps.db, siteId, body.code) : null
  if (body.code?.trim() && code === null) errors.push({ path: 'body.code', message: serverText('offers.code') })
  if (errors.length > 0) throw new DecodeError(errors)
  return {
    draft: { text, photo, itemId: item?.id ?? null, itemName: item?.name ?? null, code },
    card: { photo, code, item: item ? { name: item.name, path: productPath(item.slug) } : null },
  }
}
