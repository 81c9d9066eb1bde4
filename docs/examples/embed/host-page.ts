import type { Vitrine } from '../../../embed/vitrine'

/**
 * In the host page: sign the visitor in with a token from the website's own server, follow the cart on the
 * website's header, and open the cart from the website's own button.
 */
export async function connectShop(
  vitrine: Vitrine,
  page: { fetchToken(): Promise<string>; showCartCount(count: number): void; cartButton: EventTarget },
): Promise<void> {
  await vitrine('on', 'cart-changed', ({ count }) => page.showCartCount(count))
  await vitrine('on', 'error', ({ code }) => console.warn('Vitrine:', code))
  await vitrine('identify', { token: await page.fetchToken() })
  page.cartButton.addEventListener('click', () => void vitrine('openCart'))
}
