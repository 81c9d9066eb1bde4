import type { Kysely } from 'kysely'
import { MAX_CART_LINES, type CartItem, type CartItemInput, type CartUpdateField } from '../../../contract/cart.js'
import type { Database } from '../../db/schema.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import { customerLanguage } from '../../db/customer-language.js'
import type { CatalogueItemRecord } from '../catalogue/index.js'
import { CatalogueRepository, itemInLanguage } from '../catalogue/index.js'
import { CartRepository, type CartChoice, type CartLine, type CartOwner } from './cart-repository.js'
import { cartText } from './cart-text.js'
import { toWireCartItem } from './cart-wire.js'
import { choiceId, chooseOptions, idOfValue, type ChoicePaths } from './choice.js'
import { clampQuantity, stockFor } from '../../../contract/quantity.js'

/** A line together with its catalogue item, as the cart array shows it. */
interface Entry {
  line: CartLine
  item: CatalogueItemRecord
}

/** What a write sees: the repositories on its transaction and the cart as it stands. */
interface Draft {
  owner: CartOwner
  cart: CartRepository
  catalogue: CatalogueRepository
  entries: Entry[]
}

/**
 * The server cart of signed-in customers. Names, prices and stock come from the
 * catalogue, never from the client; quantities follow the quantity rules. Every write runs
 * in one transaction holding the customer's row lock, and every call
 * answers the whole cart in order.
 */
export class CartService {
  /** With `events`, every write records `cart.changed` (the customer's other tabs and devices hear of it). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events?: Events,
  ) {}

  get(owner: CartOwner): Promise<CartItem[]> {
    return this.read(this.db, owner)
  }

  /** Adds an item (`add`); the same item + variant + package adds to that line's quantity. */
  add(owner: CartOwner, input: CartItemInput): Promise<CartItem[]> {
    return this.write(owner, async (draft) => {
      const item = firstKnown(input, await draft.catalogue.itemsByIds(owner.siteId, itemIds(input)))
      if (!item) throw new HttpError(404, cartText.itemNotFound, 'NOT_FOUND')
      await put(draft, item, input, {
        variant: 'body.item.selectedVariant._id',
        package: 'body.item.selectedPackage._id',
      })
    })
  }

  remove(owner: CartOwner, index: number): Promise<CartItem[]> {
    return this.write(owner, async (draft) => {
      await draft.cart.delete(owner, entryAt(draft, index).line.id)
    })
  }

  /** Changes one line (`update`): its quantity, or its variant / package (which resets the quantity to 1). */
  update(owner: CartOwner, index: number, field: CartUpdateField, value: unknown): Promise<CartItem[]> {
    return this.write(owner, async (draft) => {
      const { line, item } = entryAt(draft, index)
      if (field === 'quantity') {
        await draft.cart.update(owner, line.id, {
          quantity: clampQuantity(value, stockFor(item, line.variantId, line.packageId)),
        })
        return
      }
      const id = idOfValue(value)
      if (id === undefined)
        throw new HttpError(400, 'Invalid request: body.value expected an id', 'BAD_REQUEST', [
          { path: 'body.value', message: 'expected an id' },
        ])
      const paths: ChoicePaths = { variant: 'body.value', package: 'body.value' }
      const choice =
        field === 'selectedVariant'
          ? {
              variantId: chooseOptions(item, id, line.packageId ?? undefined, paths).variantId,
              packageId: line.packageId,
            }
          : {
              variantId: line.variantId,
              packageId: chooseOptions(item, line.variantId ?? undefined, id, paths).packageId,
            }
      const twin = draft.entries.find((entry) => entry.line.id !== line.id && sameLine(entry.line, item.id, choice))
      if (twin) {
        // Keep one line per item + variant + package: the switched line joins the one that already has that choice.
        await draft.cart.update(owner, twin.line.id, {
          quantity: clampQuantity(twin.line.quantity + 1, stockFor(item, choice.variantId, choice.packageId)),
        })
        await draft.cart.delete(owner, line.id)
        return
      }
      await draft.cart.update(owner, line.id, { ...choice, quantity: 1 })
    })
  }

  clear(owner: CartOwner): Promise<CartItem[]> {
    return this.write(owner, (draft) => draft.cart.clear(owner))
  }

  /**
   * Merges a visitor's local cart after sign-in (docs/product.md, 'States and transitions'): entries with the same
   * item, variant and package add quantities, re-capped at stock. Entries
   * that can no longer be bought (item gone, out of stock, priced on
   * request, cart full) are left out rather than failing the whole merge.
   */
  saveMerged(owner: CartOwner, inputs: readonly CartItemInput[]): Promise<CartItem[]> {
    return this.write(owner, async (draft) => {
      const items = await draft.catalogue.itemsByIds(owner.siteId, inputs.flatMap(itemIds))
      for (const [index, input] of inputs.entries()) {
        const item = firstKnown(input, items)
        if (!item) continue
        try {
          await put(draft, item, input, {
            variant: `body.cart.${index}.selectedVariant._id`,
            package: `body.cart.${index}.selectedPackage._id`,
          })
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
        }
      }
    })
  }

  private write(owner: CartOwner, change: (draft: Draft) => Promise<void>): Promise<CartItem[]> {
    const work = async (trx: Kysely<Database>) => {
      const cart = new CartRepository(trx)
      const catalogue = new CatalogueRepository(trx)
      await cart.lock(owner)
      await change({ owner, cart, catalogue, entries: await entriesOf(cart, catalogue, owner) })
      return this.read(trx, owner)
    }
    if (!this.events) return this.db.transaction().execute(work)
    return this.events.transaction(async (tx) => {
      const answer = await work(tx.db)
      tx.emit('cart.changed', { siteId: owner.siteId, customerId: owner.id })
      return answer
    })
  }

  private async read(db: Kysely<Database>, owner: CartOwner): Promise<CartItem[]> {
    const catalogue = new CatalogueRepository(db)
    const entries = await entriesOf(new CartRepository(db), catalogue, owner)
    const dispatchPoints = await catalogue.dispatchPointsOf(
      owner.siteId,
      entries.map((entry) => entry.item),
    )
    // The names the customer reads the shop in (`name@hi`), as the shop showed them.
    const language = await customerLanguage(db, owner.siteId, owner.id)
    return entries.map((entry) => toWireCartItem(entry.line, itemInLanguage(entry.item, language), dispatchPoints))
  }
}

/** The cart's lines with their items; a line whose item is gone is not part of the cart. */
async function entriesOf(cart: CartRepository, catalogue: CatalogueRepository, owner: CartOwner): Promise<Entry[]> {
  const lines = await cart.lines(owner)
  const items = await catalogue.itemsByIds(
    owner.siteId,
    lines.map((line) => line.itemId),
  )
  return lines.flatMap((line) => {
    const item = items.get(line.itemId)
    return item ? [{ line, item }] : []
  })
}

/** Puts an item into the draft: a new line, or more of the line with the same choice. */
async function put(draft: Draft, item: CatalogueItemRecord, input: CartItemInput, paths: ChoicePaths): Promise<void> {
  if (item.pricing.priceVisible === false) throw new HttpError(400, cartText.priceOnRequest, 'PRICE_ON_REQUEST')
  const choice = chooseOptions(item, choiceId(input.selectedVariant), choiceId(input.selectedPackage), paths)
  const stock = stockFor(item, choice.variantId, choice.packageId)
  const quantity = clampQuantity(input.quantity ?? 1, stock)
  const existing = draft.entries.find((entry) => sameLine(entry.line, item.id, choice))
  if (existing) {
    existing.line.quantity = clampQuantity(existing.line.quantity + quantity, stock)
    await draft.cart.update(draft.owner, existing.line.id, { quantity: existing.line.quantity })
    return
  }
  if (draft.entries.length >= MAX_CART_LINES) throw new HttpError(400, cartText.cartFull, 'CART_FULL')
  const position = Math.max(0, ...draft.entries.map((entry) => entry.line.position + 1))
  const line = await draft.cart.insert(draft.owner, { itemId: item.id, ...choice, quantity, position })
  draft.entries.push({ line, item })
}

function sameLine(line: CartLine, itemId: string, choice: CartChoice): boolean {
  return line.itemId === itemId && line.variantId === choice.variantId && line.packageId === choice.packageId
}

function entryAt(draft: Draft, index: number): Entry {
  const entry = draft.entries[index]
  if (!entry)
    throw new HttpError(400, cartText.indexOutOfRange, 'BAD_REQUEST', [
      { path: 'body.index', message: cartText.indexOutOfRange },
    ])
  return entry
}

/** Ids a client item may name its catalogue item by: `_id`, then `productId`. */
function itemIds(input: CartItemInput): string[] {
  return [input._id, input.productId].filter((id): id is string => typeof id === 'string' && id !== '')
}

function firstKnown(
  input: CartItemInput,
  items: ReadonlyMap<string, CatalogueItemRecord>,
): CatalogueItemRecord | undefined {
  return itemIds(input)
    .map((id) => items.get(id))
    .find((item) => item !== undefined)
}
