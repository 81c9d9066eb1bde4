/**
 * A shared link's discount code (`?code=DIWALI10`), kept for the visit so the checkout fills it whenever the customer
 * gets there (on this page or another of the site). Part of the page's boot script: no imports, a few bytes; the
 * checkout (a lazy chunk) reads it with `linkedDiscountCode`.
 */
export const DISCOUNT_CODE_KEY = 'vitrineDiscountCode'

/** Keeps `?code=` of the page's address for the visit (nothing when storage is off). */
export function keepLinkedDiscountCode(params: URLSearchParams): void {
  const code = params.get('code')
  try {
    if (code) sessionStorage.setItem(DISCOUNT_CODE_KEY, code)
  } catch {
    // No storage: the link's code is not kept; the customer can still type it.
  }
}

/** The code a shared link brought this visit, or null; `forget` drops it (the order used it, or it was removed). */
export function linkedDiscountCode(forget = false): string | null {
  try {
    if (forget) sessionStorage.removeItem(DISCOUNT_CODE_KEY)
    return sessionStorage.getItem(DISCOUNT_CODE_KEY)
  } catch {
    return null
  }
}
