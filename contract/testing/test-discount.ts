import type { DiscountCodeInput } from '../discount-codes'

/**
 * A discount code's input for tests: DIWALI10, 10% off the whole order, no minimum, no dates or limits, active;
 * `overrides` change any field. Test code only.
 *
 * @example
 * testDiscountCode({ kind: 'amount', value: 50, minOrder: 500 })
 */
export const testDiscountCode = (overrides: Partial<DiscountCodeInput> = {}): DiscountCodeInput => ({
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  itemIds: [],
  categoryIds: [],
  minOrder: 0,
  startsOn: null,
  endsOn: null,
  useLimit: null,
  oncePerCustomer: false,
  active: true,
  ...overrides,
})
