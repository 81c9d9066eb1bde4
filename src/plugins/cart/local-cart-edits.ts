import type { CartItem } from '../../../contract/cart'
import type { CatalogueItem } from '../../../contract/catalogue'
import {
  type ChoiceField,
  choiceKey,
  lineKey,
  lineQuantity,
  type LineChoice,
  switchLineChoice,
  toCartItem,
} from './cart-line'

/**
 * The signed-out cart's edits. Each takes the lines the browser storage holds now (another tab may have written since
 * this one last read) and gives the lines to write back.
 */
export const localCartEdits = {
  /** One more of the item with that choice, or a new line. */
  add(lines: CartItem[], item: CatalogueItem, choice: LineChoice, quantity: number, now: string): CartItem[] {
    const key = choiceKey(item, choice)
    const existing = lines.find((line) => lineKey(line) === key)
    if (!existing) return [...lines, toCartItem(item, choice, quantity, now)]
    return lines.map((line) =>
      line === existing ? { ...line, quantity: lineQuantity(line, line.quantity + quantity), updatedAt: now } : line,
    )
  },

  /** The line's quantity, capped at its stock and at least 1. */
  setQuantity(lines: CartItem[], key: string, value: number): CartItem[] {
    return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: lineQuantity(line, value) } : line))
  },

  remove(lines: CartItem[], key: string): CartItem[] {
    return lines.filter((line) => lineKey(line) !== key)
  },

  /** Another variant or package for the line (see `switchLineChoice`). */
  changeChoice(lines: CartItem[], key: string, field: ChoiceField, optionId: string, now: string): CartItem[] {
    const stored = lines.find((line) => lineKey(line) === key)
    return stored ? switchLineChoice(lines, stored, field, optionId, now) : lines
  },
}
