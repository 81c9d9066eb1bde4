import { CUSTOMER_OFFER_OPENED_PATH, CUSTOMER_OFFERS_PATH } from '../../../contract/offers'
import { createTestEngine, TEST_SITE_ID, type FakeRoutes } from '../../engine/testing'
import { widgetPlugins } from '../plugins'

/**
 * Tests only: a signed-in test engine of Kesar Kitchen whose server keeps the customer's offers choice (`state`) and
 * counts an offer opened; `routes` adds the calls a test needs beside them.
 */
export async function offersTestEngine(optedIn: boolean, routes: FakeRoutes = {}) {
  const state = { optedIn }
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    settings: { headerTitle: 'Kesar Kitchen' },
    plugins: widgetPlugins,
    routes: {
      [`GET ${CUSTOMER_OFFERS_PATH}`]: () => ({ body: { optedIn: state.optedIn } }),
      [`PUT ${CUSTOMER_OFFERS_PATH}`]: (request) => {
        state.optedIn = (request.body as { optedIn: boolean }).optedIn
        return { body: { optedIn: state.optedIn } }
      },
      [`POST ${CUSTOMER_OFFER_OPENED_PATH}`]: () => ({ body: { opened: true } }),
      ...routes,
    },
  })
  await test.signIn()
  return { test, state }
}
